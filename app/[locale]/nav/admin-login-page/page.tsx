import { NextIntlClientProvider } from 'next-intl';
import { TeamLogin } from '@/components/admin/team-login';
import { TeamStoreProvider } from '@/components/admin/team-store-provider';
import { ContentSections } from '@/components/content/content-sections';
import sections from '@/components/content/content-sections.module.css';
import { createInfoPage } from '@/components/content/info-page';
import { PageHeader } from '@/components/content/page-header';
import width from '@/components/layout/page-width.module.css';
import { getContent } from '@/lib/content';
import { messagesFor } from '@/lib/i18n/messages';
import { loginPageMessages } from '@/lib/i18n/messages/team';
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
      <div className={`${width.md} ${sections.pageText}`}>
        {/* The inbox's own labels and the forms' load with it, after sign-in (TeamWorkspace); the
            choose-password step's when it is shown. */}
        <NextIntlClientProvider locale={locale} messages={{ Admin: loginPageMessages(messages.Admin) }}>
          <TeamStoreProvider>
            <TeamLogin />
          </TeamStoreProvider>
        </NextIntlClientProvider>
        <div className={sections.afterLead}>
          <ContentSections sections={page.sections} />
        </div>
      </div>
    </>
  );
}
