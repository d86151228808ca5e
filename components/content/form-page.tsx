import Box from '@mui/material/Box';
import { NextIntlClientProvider } from 'next-intl';
import type { InfoPageId } from '@/lib/content/types';
import type { FormId } from '@/lib/forms/schemas';
import { messagesFor } from '@/lib/i18n/messages';
import { PublicForm } from '@/components/forms/public-form';
import { createInfoPage } from './info-page';

/** A text page with one of the public forms above its text (survey, membership, complaint, contact). */
export function createFormPage(id: InfoPageId, form: FormId) {
  return createInfoPage(id, (locale) => (
    <Box sx={{ mb: 6 }}>
      <NextIntlClientProvider locale={locale} messages={{ Forms: messagesFor(locale).Forms }}>
        <PublicForm formId={form} />
      </NextIntlClientProvider>
    </Box>
  ));
}
