import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { PageHeader } from '@/components/content/page-header';
import sections from '@/components/content/content-sections.module.css';
import width from '@/components/layout/page-width.module.css';
import { GuardianAnswerForm } from '@/components/privacy/guardian-answer-form';
import { GuardianHeldRecord } from '@/components/privacy/guardian-held-record';
import { messagesFor } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { openParentLink } from '@/lib/privacy/form-saving';
import { guardianPagePath } from '@/lib/privacy/guardian-page';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { pageMetadata } from '@/lib/seo/metadata';

interface GuardianPageParams {
  params: Promise<{ locale: string; token: string }>;
}

// Read per request: the link's state changes, and the page is the parent's alone (Next sends it
// with a private, no-store Cache-Control). Not in the sitemap, and kept out of search engines.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: GuardianPageParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'Privacy.guardian' });
  return pageMetadata({
    locale,
    path: guardianPagePath(token),
    title: t('title'),
    description: t('intro'),
    noindex: true,
  });
}

/** A parent's page: what their child sent (no more than the form and a name or age band), and their answer. */
export default async function GuardianPage({ params }: GuardianPageParams) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'Privacy.guardian' });
  const allowed = (await countAddress(await headers(), 'guardianConsent')).allowed;
  const opened = allowed ? await openParentLink(token) : null;
  const messages = messagesFor(locale);
  return (
    <>
      <PageHeader heading={t('title')} intro={t('intro')} />
      <div className={`${width.md} ${sections.pageText}`}>
        <NextIntlClientProvider locale={locale} messages={{ Privacy: { guardian: messages.Privacy.guardian } }}>
          <GuardianAnswerForm
            token={token}
            closedReason={allowed ? (opened === null ? 'failed' : 'invalid') : 'tooMany'}
          >
            {opened?.ok ? <GuardianHeldRecord locale={locale} summary={opened.summary} /> : null}
          </GuardianAnswerForm>
        </NextIntlClientProvider>
      </div>
    </>
  );
}
