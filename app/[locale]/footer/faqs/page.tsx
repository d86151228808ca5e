import type { Metadata } from 'next';
import { PageHeader } from '@/components/content/page-header';
import sections from '@/components/content/content-sections.module.css';
import width from '@/components/layout/page-width.module.css';
import { FaqList } from '@/components/faqs/faq-list';
import { getContent } from '@/lib/content';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).faqs;
  return pageMetadata({ locale, path: pathOf('faqs'), title, description });
}

export default async function FaqsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const faqs = getContent(locale).faqs;
  return (
    <>
      <PageHeader heading={faqs.heading} intro={faqs.intro} />
      <div className={`${width.md} ${sections.pageText}`}>
        <FaqList groups={faqs.groups} />
      </div>
    </>
  );
}
