import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import type { InfoPageId } from '@/lib/content/types';
import type { FormId } from '@/lib/forms/schemas';
import { messagesFor } from '@/lib/i18n/messages';
import { NextIntlClientProvider } from 'next-intl';
import { PublicForm } from '@/components/forms/public-form';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContentSections } from './content-sections';
import { PageHeader } from './page-header';

/** Metadata and page component for one of the text pages (about, contact, RUFC pages...), with its form if it has one. */
export function createInfoPage(id: InfoPageId, form?: FormId) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const page = getContent(locale).info[id];
    return pageMetadata({ locale, path: pathOf(id), title: page.title, description: page.description });
  }

  async function InfoPage({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const page = getContent(locale).info[id];
    return (
      <>
        <PageHeader heading={page.heading} intro={page.intro} />
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          {form && (
            <Box sx={{ mb: 6 }}>
              <NextIntlClientProvider locale={locale} messages={{ Forms: messagesFor(locale).Forms }}>
                <PublicForm formId={form} />
              </NextIntlClientProvider>
            </Box>
          )}
          <ContentSections sections={page.sections} />
        </Container>
      </>
    );
  }

  return { generateMetadata, InfoPage };
}
