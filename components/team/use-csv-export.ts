'use client';

import { useTranslations } from 'next-intl';
import { FORM_NODES, type FormId } from '@/lib/forms/schemas';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { indianDay, type InboxRecord } from '@/lib/team/inbox';
import { toCsv } from '@/lib/team/inbox-csv';
import { FORM_FIELDS } from '@/lib/forms/definitions';
import { useFieldTexts } from './use-field-text';

const when = (locale: Locale, time: number) => formatDate(locale, time, { dateStyle: 'medium', timeStyle: 'short' });

/** Downloads the given records of a tab as a CSV file named after the form and today's date. */
export function useCsvExport(formId: FormId, locale: Locale): (records: InboxRecord[]) => void {
  const t = useTranslations('Inbox');
  const forms = useTranslations('Forms');
  const fieldTexts = useFieldTexts(formId);
  return (records) => {
    const fields = FORM_FIELDS[formId];
    const header = [
      t('csv.reference'),
      t('csv.receivedAt'),
      t('csv.status'),
      t('csv.statusChangedAt'),
      ...fields.map((f) => forms(`${formId}.fields.${f.name}` as 'survey.fields.village')),
      t('csv.demo'),
    ];
    const rows = records.map((record) => {
      const texts = new Map(fieldTexts(record).map((f) => [f.name, f.text]));
      return [
        record.reference,
        when(locale, record.createdAt),
        t(`statuses.${record.status}` as 'statuses.new'),
        when(locale, record.statusChangedAt),
        ...fields.map((f) => texts.get(f.name) ?? ''),
        t(record.demo ? 'yes' : 'no'),
      ];
    });
    const file = `${FORM_NODES[formId]}-${indianDay(Date.now())}.csv`;
    const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: file });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
}
