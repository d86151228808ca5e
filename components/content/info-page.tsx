import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import type { InfoPageId } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { routeById } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import width from '@/components/layout/page-width.module.css';
import { ContentSections } from './content-sections';
import sections from './content-sections.module.css';
import { PageHeader } from './page-header';

/**
 * Metadata and page component for one of the text pages (about, support, RUFC pages...).
 * `lead` renders above the text, e.g. a form (see form-page.tsx). It is passed in rather than
 * imported here so that pages without a form do not ship the form's code.
 */
export function createInfoPage(id: InfoPageId, lead?: (locale: Locale) => ReactNode) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const page = getContent(locale).info[id];
    const { path, noindex } = routeById(id);
    return pageMetadata({ locale, path, title: page.title, description: page.description, noindex });
  }

  async function InfoPage({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const page = getContent(locale).info[id];
    return (
      <>
        <PageHeader heading={page.heading} intro={page.intro} />
        <div className={`${width.md} ${sections.pageText}`}>
          {lead?.(locale)}
          <ContentSections sections={page.sections} />
        </div>
      </>
    );
  }

  return { generateMetadata, InfoPage };
}
