import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Article } from '@/lib/news/types';
import { HeadlineStrip } from './headline-strip';

/** The top headlines strip rendered on the server, for pages without the reader (the home page). */
export async function TopHeadlines({ locale, articles }: { locale: Locale; articles: Article[] }) {
  const t = await getTranslations({ locale, namespace: 'Headlines' });
  return <HeadlineStrip heading={t('heading')} locale={locale} articles={articles} />;
}
