import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { InfoPageId } from '@/lib/content/types';
import type { FormId } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { formMessages } from '@/lib/forms/form-messages';
import { PublicForm } from '@/components/forms/public-form';
import { createInfoPage } from './info-page';
import styles from './form-page.module.css';

/**
 * A text page with one of the public forms above its text (survey, membership, complaint, contact).
 * `afterForm` renders below the form, e.g. the complaint status check; it is passed in by the one
 * page that has it, so the other form pages do not ship its code.
 */
export function createFormPage(id: InfoPageId, form: FormId, afterForm?: (locale: Locale) => ReactNode) {
  return createInfoPage(id, (locale) => (
    <>
      <div className={styles.block}>
        <NextIntlClientProvider locale={locale} messages={{ Forms: formMessages(messagesFor(locale).Forms, form) }}>
          <PublicForm formId={form} />
        </NextIntlClientProvider>
      </div>
      {afterForm && <div className={styles.block}>{afterForm(locale)}</div>}
    </>
  ));
}
