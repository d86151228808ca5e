import Container from '@mui/material/Container';
import { NextIntlClientProvider } from 'next-intl';
import { TeamLogin } from '@/components/admin/team-login';
import { TeamStoreProvider } from '@/components/admin/team-store-provider';
import { ContentSections } from '@/components/content/content-sections';
import { createInfoPage } from '@/components/content/info-page';
import { PageHeader } from '@/components/content/page-header';
import { getContent } from '@/lib/content';
import { messagesFor } from '@/lib/i18n/messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

// Kept out of search engines by its route's `noindex` (lib/navigation.ts).
const { generateMetadata } = createInfoPage('adminLogin');
export { generateMetadata };

export default async function AdminLoginPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = getContent(locale).info.adminLogin;
  const messages = messagesFor(locale);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {/* The inbox (loaded after sign-in) shows the forms' own labels, so it needs their catalog too. */}
        <NextIntlClientProvider
          locale={locale}
          messages={{ Admin: messages.Admin, Inbox: messages.Inbox, Forms: messages.Forms }}
        >
          <TeamStoreProvider>
            <TeamLogin />
          </TeamStoreProvider>
        </NextIntlClientProvider>
        <Container disableGutters sx={{ mt: 5 }}>
          <ContentSections sections={page.sections} />
        </Container>
      </Container>
    </>
  );
}
