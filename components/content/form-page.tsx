import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { InfoPageId } from '@/lib/content/types';
import type { FormId } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { publicEnv } from '@/lib/env/public';
import { formMessages } from '@/lib/forms/form-messages';
import { retentionRule } from '@/lib/privacy/retention';
import { PublicForm } from '@/components/forms/public-form';
import { FormPrivacyNotice } from '@/components/privacy/form-privacy-notice';
import { periodText } from '@/components/privacy/period-text';
import { createInfoPage } from './info-page';
import styles from './form-page.module.css';

/**
 * A text page with one of the public forms above its text (survey, membership, complaint, contact),
 * its privacy notice first. `afterForm` renders below the form, e.g. the complaint status check; it
 * is passed in by the one page that has it, so the other form pages do not ship its code.
 */
export function createFormPage(id: InfoPageId, form: FormId, afterForm?: (locale: Locale) => ReactNode) {
  return createInfoPage(id, async (locale) => {
    const messages = messagesFor(locale);
    // The sent screen of a minor's form tells how long it waits for a parent (from the retention table).
    const guardianPeriod = await periodText(locale, retentionRule('awaitingGuardian').period);
    return (
      <>
        <div className={styles.block}>
          <FormPrivacyNotice locale={locale} formId={form} />
          <NextIntlClientProvider
            locale={locale}
            messages={{ Forms: formMessages(messages.Forms, form), Privacy: { sent: messages.Privacy.sent } }}
          >
            <PublicForm formId={form} siteUrl={publicEnv.NEXT_PUBLIC_SITE_URL} guardianPeriod={guardianPeriod} />
          </NextIntlClientProvider>
        </div>
        {afterForm && <div className={styles.block}>{afterForm(locale)}</div>}
      </>
    );
  });
}
