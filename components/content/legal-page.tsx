import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import { getContent } from '@/lib/content';
import type { LegalId } from '@/lib/content/types';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContentSections, sectionId } from './content-sections';
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
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('lastUpdated', { date: updated })}
          </Typography>
        </PageHeader>
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <Box
            component="nav"
            aria-labelledby="toc-heading"
            sx={{ mb: 5, p: 2.5, bgcolor: 'background.band', borderRadius: 1 }}
          >
            <Typography id="toc-heading" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('onThisPage')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.25 } }}>
              {doc.sections.map((s, i) => (
                <li key={s.heading}>
                  <Link href={`#${sectionId(i)}`}>{s.heading}</Link>
                </li>
              ))}
            </Box>
          </Box>
          <ContentSections sections={doc.sections} />
        </Container>
      </>
    );
  }

  return { generateMetadata, LegalPage };
}
