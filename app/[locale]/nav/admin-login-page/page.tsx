import Container from '@mui/material/Container';
import { NextIntlClientProvider } from 'next-intl';
import { TeamLogin } from '@/components/admin/team-login';
import { ContentSections } from '@/components/content/content-sections';
import { createInfoPage } from '@/components/content/info-page';
import { PageHeader } from '@/components/content/page-header';
import { getContent } from '@/lib/content';
import { messagesFor } from '@/lib/i18n/messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

const { generateMetadata } = createInfoPage('adminLogin');
export { generateMetadata };

export default async function AdminLoginPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = getContent(locale).info.adminLogin;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <NextIntlClientProvider locale={locale} messages={{ Admin: messagesFor(locale).Admin }}>
          <TeamLogin />
        </NextIntlClientProvider>
        <Container disableGutters sx={{ mt: 5 }}>
          <ContentSections sections={page.sections} />
        </Container>
      </Container>
    </>
  );
}
