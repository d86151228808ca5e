'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { FORM_FIELDS } from '@/lib/forms/definitions';
import type { FormId } from '@/lib/forms/options';
import type { InboxCsvColumns } from '@/lib/team/inbox';
import { STATUS_FLOW } from '@/lib/team/roles';

/**
 * A form's field labels, choice labels and status names in the page's language, from the same
 * Forms catalog the public form uses, so the team reads what the visitor read.
 */
export function useInboxLabels(formId: FormId): InboxCsvColumns {
  const forms = useTranslations('Forms');
  const t = useTranslations('Inbox');
  return useMemo(
    () => ({
      fields: FORM_FIELDS[formId].map((field) => {
        const { optionsKey, options = [] } = field;
        return {
          name: field.name,
          label: forms(`${formId}.fields.${field.name}`),
          options: optionsKey
            ? Object.fromEntries(options.map((o) => [o, forms(`options.${optionsKey}.${o}`)]))
            : undefined,
        };
      }),
      yes: t('yes'),
      no: t('no'),
      reference: t('csv.reference'),
      receivedAt: t('csv.receivedAt'),
      status: t('csv.status'),
      statusChangedAt: t('csv.statusChangedAt'),
      demo: t('csv.demo'),
      statuses: Object.fromEntries(STATUS_FLOW[formId].map((s) => [s, t(`statuses.${s}`)])),
    }),
    [formId, forms, t],
  );
}
