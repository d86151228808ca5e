'use client';

import { useTranslations } from 'next-intl';
import { FORM_FIELDS } from '@/lib/forms/definitions';
import type { FormId } from '@/lib/forms/schemas';
import type { InboxRecord } from '@/lib/team/inbox';

export interface FieldText {
  name: string;
  label: string;
  text: string;
}

/**
 * A record's fields in the form's own order, with the form's labels and option names in the
 * page's language (from the Forms catalog), ready to show or export.
 */
export function useFieldTexts(formId: FormId): (record: InboxRecord) => FieldText[] {
  const forms = useTranslations('Forms');
  const t = useTranslations('Inbox');
  return (record) =>
    FORM_FIELDS[formId].flatMap((field): FieldText[] => {
      const value = record.fields[field.name];
      if (value === undefined || value === '') return [];
      const option = (o: string) =>
        field.optionsKey && o ? forms(`options.${field.optionsKey}.${o}` as 'options.plan.player') : o;
      const text =
        typeof value === 'boolean'
          ? t(value ? 'yes' : 'no')
          : Array.isArray(value)
            ? value.map(option).join(', ')
            : option(value);
      return [{ name: field.name, label: forms(`${formId}.fields.${field.name}` as 'survey.fields.village'), text }];
    });
}
