import { todayInIndia } from '@/lib/forms/field-values';
import { csvText } from '@/lib/text/csv';
import type { FormId } from '@/lib/forms/options';
import type { InboxRecord } from './inbox-types';
import { fieldTexts, type InboxLabels } from './inbox-fields';

/** The column headings and words of an export, in the page's language. */
export interface InboxCsvColumns extends InboxLabels {
  reference: string;
  receivedAt: string;
  status: string;
  statusChangedAt: string;
  demo: string;
  /** Each status's label. */
  statuses: Readonly<Record<string, string>>;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000; // India has one zone and no summer time.

/** "2026-11-23 14:30" in Indian time: readable, and sorted and understood as a time by spreadsheets. */
function indianDateTime(time: number): string {
  const ist = new Date(time + IST_OFFSET_MS);
  return `${todayInIndia(new Date(time))} ${twoDigits(ist.getUTCHours())}:${twoDigits(ist.getUTCMinutes())}`;
}

/** The records as CSV text that Excel opens correctly with Hindi in it (BOM, CRLF line ends). */
export function inboxCsv(records: readonly InboxRecord[], columns: InboxCsvColumns): string {
  const header = [
    columns.reference,
    columns.receivedAt,
    columns.status,
    columns.statusChangedAt,
    ...columns.fields.map((field) => field.label),
    columns.demo,
  ];
  const rows = records.map((record) => [
    record.reference,
    indianDateTime(record.createdAt),
    columns.statuses[record.status] ?? record.status,
    indianDateTime(record.statusChangedAt),
    ...fieldTexts(record, columns).map((field) => field.text),
    record.demo ? columns.yes : columns.no,
  ]);
  return csvText([header, ...rows]);
}

const FILE_NAMES: Record<FormId, string> = {
  complaint: 'rufc-complaints',
  membership: 'rufc-membership-applications',
  survey: 'rufc-survey-responses',
  contact: 'rufc-contact-messages',
};

/** e.g. rufc-complaints-2026-11-23.csv, dated by the Indian day of the export. */
export const inboxCsvFileName = (formId: FormId, now = new Date()) => `${FILE_NAMES[formId]}-${todayInIndia(now)}.csv`;
