import type { Metadata } from 'next';
import { PlansView } from '@/components/plans/plans-view';
import { getContent } from '@/lib/content';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).plans;
  return pageMetadata({ locale, path: pathOf('subscriptionPlans'), title, description });
}

export default async function SubscriptionPlansPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <PlansView locale={locale} />;
}
