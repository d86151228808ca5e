'use client';

import { useCallback, type ComponentProps } from 'react';
import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { LoadedOnDemand } from '@/components/team/loaded-on-demand';
import { loadEnrolmentMessages } from '@/lib/i18n/messages/team';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ChoosePassword } from './choose-password';

/**
 * The choose-password step, with its code and labels loaded when it is shown: a member chooses
 * a password once, so every other visit to the login page goes without them.
 */
export function EnrolmentStep(props: ComponentProps<typeof ChoosePassword>) {
  const t = useTranslations('Admin');
  const locale = useSiteLocale();
  const pageMessages = useMessages();
  const load = useCallback(
    () =>
      Promise.all([loadEnrolmentMessages(locale), import('./choose-password')]).then(
        ([messages, { ChoosePassword }]) => ({
          messages,
          Step: ChoosePassword,
        }),
      ),
    [locale],
  );
  return (
    <LoadedOnDemand load={load} loadingText={t('loggingIn')} failedText={t('stepFailed')} retryText={t('retry')}>
      {({ messages, Step }) => (
        <NextIntlClientProvider
          locale={locale}
          messages={{ ...pageMessages, Admin: { ...pageMessages.Admin, ...messages.Admin } }}
        >
          <Step {...props} />
        </NextIntlClientProvider>
      )}
    </LoadedOnDemand>
  );
}
