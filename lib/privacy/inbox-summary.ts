import { PERSONAL_FIELDS } from '@/lib/privacy/personal-fields';
import { fieldTexts, type InboxLabels } from '@/lib/team/inbox-fields';
import type { InboxRecord } from '@/lib/team/inbox-types';

const SUMMARY_FIELDS = 2;
const SUMMARY_LENGTH = 120;

/**
 * The line a record shows in the list before it is opened: its first answers that identify nobody
 * (a complaint's category, a survey's block), never a name, a number or what someone wrote about
 * people. Empty when every field is personal (a contact message).
 */
export function recordSummary(record: InboxRecord, labels: InboxLabels): string {
  const personal = PERSONAL_FIELDS[record.formId];
  const line = fieldTexts(record, labels)
    .filter((field) => field.text && !personal.includes(field.name))
    .slice(0, SUMMARY_FIELDS)
    .map((field) => `${field.label}: ${field.text}`)
    .join(' · ');
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}
