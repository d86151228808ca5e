import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import { getContent } from '@/lib/content';
import type { LegalId } from '@/lib/content/types';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import width from '@/components/layout/page-width.module.css';
import { ContentSections, sectionId } from './content-sections';
import sections from './content-sections.module.css';
import styles from './legal-page.module.css';
import { PageHeader } from './page-header';

/** Metadata and page component for a legal document, with a table of contents. */
export function createLegalPage(id: LegalId) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const doc = getContent(locale).legal[id];
    return pageMetadata({ locale, path: pathOf(id), title: doc.title, description: doc.description });
  }

  async function LegalPage({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const doc = getContent(locale).legal[id];
    const t = await getTranslations({ locale, namespace: 'Common' });
    const updated = formatDate(locale, doc.lastUpdated, { dateStyle: 'long' });
    return (
      <>
        <PageHeader heading={doc.heading} intro={doc.intro}>
          <p className={styles.updated}>{t('lastUpdated', { date: updated })}</p>
        </PageHeader>
        <div className={`${width.md} ${sections.pageText}`}>
          <nav aria-labelledby="toc-heading" className={styles.contents}>
            <h2 id="toc-heading" className={styles.contentsHeading}>
              {t('onThisPage')}
            </h2>
            <ol className={styles.contentsList}>
              {doc.sections.map((s, i) => (
                <li key={i}>
                  <a href={`#${sectionId(i)}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <ContentSections sections={doc.sections} />
        </div>
      </>
    );
  }

  return { generateMetadata, LegalPage };
}
