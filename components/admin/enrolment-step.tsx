'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { loadEnrolmentMessages, type EnrolmentMessages } from '@/lib/i18n/messages/team';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ChoosePassword } from './choose-password';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; messages: EnrolmentMessages; Step: typeof ChoosePassword }
  | { kind: 'failed' };

/**
 * The choose-password step, with its code and labels loaded when it is shown: a member chooses
 * a password once, so every other visit to the login page goes without them.
 */
export function EnrolmentStep(props: ComponentProps<typeof ChoosePassword>) {
  const t = useTranslations('Admin');
  const locale = useSiteLocale();
  const pageMessages = useMessages();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([loadEnrolmentMessages(locale), import('./choose-password')]).then(
      ([messages, { ChoosePassword: Step }]) => active && setLoaded({ kind: 'ready', messages, Step }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);

  if (loaded.kind === 'loading') return <p role="status">{t('loggingIn')}</p>;
  if (loaded.kind === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setLoaded({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('stepFailed')}
      </Alert>
    );
  }
  const { Step, messages } = loaded;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...pageMessages, Admin: { ...pageMessages.Admin, ...messages.Admin } }}
    >
      <Step {...props} />
    </NextIntlClientProvider>
  );
}
