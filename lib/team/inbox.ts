import { FORM_FIELDS, type FieldDef } from '@/lib/forms/definitions';
import type { FormId } from '@/lib/forms/options';
import { guardianAskedAt, isAwaitingGuardian } from '@/lib/forms/record-hold';
import type { FieldValue, InboxRecord, StatusEntry, WaitingRecord } from './inbox-types';
import { initialStatus, STATUS_FLOW, writableStatuses } from './roles';

// The inbox's whole model from one place: records here, and their words, filters and export.
export type { FieldValue, InboxRecord, StatusEntry, WaitingRecord } from './inbox-types';
export { fieldTexts, type FieldLabel, type FieldText, type InboxLabels } from './inbox-fields';
export {
  filterInboxRecords,
  INBOX_PAGE_SIZE,
  inboxPage,
  indianDay,
  isFiltered,
  NO_FILTER,
  pageCount,
  type InboxFilter,
} from './inbox-filter';
export { inboxCsv, inboxCsvFileName, type InboxCsvColumns } from './inbox-csv';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
// Push keys sort in the order they were made, so they settle ties between equal times.
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function fieldValue(field: FieldDef, value: unknown): FieldValue | undefined {
  if (field.kind === 'checkbox') return typeof value === 'boolean' ? value : undefined;
  if (field.kind !== 'checkboxes') return typeof value === 'string' ? value : undefined;
  // The database keeps arrays (the survey's interests) as objects keyed 0, 1, 2…
  const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : undefined;
  return items?.every((item) => typeof item === 'string') ? items : undefined;
}

function fieldsOf(formId: FormId, raw: Record<string, unknown>): InboxRecord['fields'] {
  const fields: InboxRecord['fields'] = {};
  for (const field of FORM_FIELDS[formId]) {
    const value = fieldValue(field, raw[field.name]);
    if (value !== undefined) fields[field.name] = value;
  }
  return fields;
}

/** A record's history, oldest first; entries of the same millisecond in the order they were made. */
export function historyFrom(formId: FormId, value: unknown): StatusEntry[] {
  if (!isObject(value)) return [];
  const allowed = writableStatuses(formId);
  return Object.entries(value)
    .flatMap(([key, raw]): StatusEntry[] => {
      if (!isObject(raw) || typeof raw.status !== 'string' || !allowed.includes(raw.status)) return [];
      if (!isTime(raw.at) || typeof raw.by !== 'string' || typeof raw.byName !== 'string') return [];
      const note = typeof raw.note === 'string' ? raw.note : '';
      return [{ key, status: raw.status, by: raw.by, byName: raw.byName, at: raw.at, note }];
    })
    .sort((a, b) => a.at - b.at || byKey(a, b));
}

/**
 * One form's active records with their histories, newest first. Anything malformed is left out,
 * and so is a record waiting for a parent's consent (see waitingRecordsFrom): until a parent
 * agrees, nobody works on it and nothing counts it.
 */
export function inboxRecordsFrom(formId: FormId, nodeValue: unknown, historyValue: unknown): InboxRecord[] {
  if (!isObject(nodeValue)) return [];
  const histories = isObject(historyValue) ? historyValue : {};
  return Object.entries(nodeValue)
    .flatMap(([key, raw]): InboxRecord[] => {
      if (!isObject(raw) || !isTime(raw.createdAt) || typeof raw.reference !== 'string') return [];
      if (isAwaitingGuardian(raw)) return [];
      const history = historyFrom(formId, histories[key]);
      const latest = history.at(-1);
      return [
        {
          key,
          formId,
          reference: raw.reference,
          createdAt: raw.createdAt,
          demo: raw.demo === true,
          fields: fieldsOf(formId, raw),
          history,
          status: latest?.status ?? initialStatus(formId),
          statusChangedAt: latest?.at ?? raw.createdAt,
        },
      ];
    })
    .sort((a, b) => b.createdAt - a.createdAt || byKey(b, a));
}

/** One form's records waiting for a parent's consent, the oldest (the first to be deleted) first. */
export function waitingRecordsFrom(formId: FormId, nodeValue: unknown): WaitingRecord[] {
  if (!isObject(nodeValue)) return [];
  return Object.entries(nodeValue)
    .flatMap(([key, raw]): WaitingRecord[] => {
      const askedAt = guardianAskedAt(raw);
      if (askedAt === undefined || !isObject(raw) || !isTime(raw.createdAt) || typeof raw.reference !== 'string') {
        return [];
      }
      return [{ key, formId, reference: raw.reference, createdAt: raw.createdAt, askedAt }];
    })
    .sort((a, b) => a.askedAt - b.askedAt || byKey(a, b));
}

/** The statuses a record can be moved to, and the one to offer first: the next one along the flow. */
export function statusChoices(formId: FormId, current: string): { choices: string[]; suggested?: string } {
  const flow = STATUS_FLOW[formId];
  const choices = writableStatuses(formId).filter((status) => status !== current);
  const later = choices.find((status) => flow.indexOf(status) > flow.indexOf(current));
  return { choices, suggested: later ?? choices[0] };
}
