import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PublicForm } from '@/components/forms/public-form';
import { FORM_FIELDS } from '@/lib/forms/definitions';
import { formMessages } from '@/lib/forms/form-messages';
import type { FormId } from '@/lib/forms/options';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const formIds = Object.keys(FORM_FIELDS) as FormId[];
const catalogs = [
  ['en', en],
  ['hi', hi],
] as const;

describe('the messages a form page hands to the browser', () => {
  it.each(formIds)('hold the %s form and none of the others', (formId) => {
    const messages = formMessages(en.Forms, formId);
    expect(messages[formId]).toEqual(en.Forms[formId]);
    for (const other of formIds.filter((id) => id !== formId)) expect(messages).not.toHaveProperty(other);
    expect(messages.errors).toEqual(en.Forms.errors);
    expect(messages.submit).toBe(en.Forms.submit);
  });

  it.each(formIds)('label every option of the %s form', (formId) => {
    for (const [, catalog] of catalogs) {
      const options = formMessages(catalog.Forms, formId).options as Record<string, Record<string, string>>;
      for (const field of FORM_FIELDS[formId].filter((f) => f.optionsKey)) {
        for (const option of field.options ?? []) expect(options[field.optionsKey!]?.[option]).toBeTruthy();
      }
    }
  });

  // Rendering the whole form with MUI takes a few seconds on a busy machine, the first time more.
  describe.each(catalogs)('in %s', { timeout: 30_000 }, (locale, catalog) => {
    it.each(formIds)('are all the %s form asks for, empty and with every error showing', async (formId) => {
      const onError = vi.fn();
      render(
        <NextIntlClientProvider
          locale={locale}
          messages={{ Forms: formMessages(catalog.Forms, formId) }}
          onError={onError}
        >
          <PublicForm formId={formId} siteUrl="https://example.org" guardianPeriod="14 days" />
        </NextIntlClientProvider>,
      );
      const send = screen.getByRole('button', { name: catalog.Forms[formId].submit });
      await vi.waitFor(() => expect(send).toBeEnabled());
      await userEvent.click(send);
      // The form's checks load when it is first sent, so the answer can take a moment.
      await screen.findByText(catalog.Forms.fixErrors, {}, { timeout: 10_000 });
      expect(onError).not.toHaveBeenCalled();
    });
  });
});
