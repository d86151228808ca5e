import type { FormId } from '@/lib/forms/schemas';
import { normalizeForSearch } from '@/lib/text/normalize';
import { initialStatus, writableStatuses } from './roles';

/** One change of a record's status, as kept in its append-only history. */
export interface StatusEntry {
  key: string;
  status: string;
  by: string;
  byName: string;
  at: number;
  note: string;
}

/** A visitor's submission as the team's inbox shows it. */
export interface InboxRecord {
  key: string;
  formId: FormId;
  reference: string;
  createdAt: number;
  demo: boolean;
  /** The form's own fields (never the anonymous complaint's secret hash). */
  fields: Record<string, string | boolean | string[]>;
  /** Oldest first. */
  history: StatusEntry[];
  status: string;
  statusChangedAt: number;
}

// Kept by the database for its own reasons, never shown as a field.
const NOT_FIELDS = new Set(['createdAt', 'reference', 'demo', 'secretHash']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function fieldsOf(raw: Record<string, unknown>): InboxRecord['fields'] {
  const fields: InboxRecord['fields'] = {};
  for (const [name, value] of Object.entries(raw)) {
    if (NOT_FIELDS.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') fields[name] = value;
    // The database keeps arrays (the survey's interests) as objects keyed 0, 1, 2…
    else if (Array.isArray(value) || isObject(value)) fields[name] = Object.values(value).map(String);
  }
  return fields;
}

/** A record's history, oldest first; entries at the same millisecond in key (creation) order. */
export function historyFrom(formId: FormId, value: unknown): StatusEntry[] {
  if (!isObject(value)) return [];
  const allowed = writableStatuses(formId);
  return Object.entries(value)
    .flatMap(([key, raw]): StatusEntry[] => {
      if (!isObject(raw) || !allowed.includes(text(raw.status))) return [];
      if (typeof raw.at !== 'number' || !Number.isFinite(raw.at)) return [];
      return [
        { key, status: text(raw.status), by: text(raw.by), byName: text(raw.byName), at: raw.at, note: text(raw.note) },
      ];
    })
    .sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The records of one form's node with their histories, newest first; malformed entries are skipped. */
export function inboxRecordsFrom(formId: FormId, nodeValue: unknown, historyValue: unknown): InboxRecord[] {
  if (!isObject(nodeValue)) return [];
  const histories = isObject(historyValue) ? historyValue : {};
  return Object.entries(nodeValue)
    .flatMap(([key, raw]): InboxRecord[] => {
      if (!isObject(raw) || typeof raw.createdAt !== 'number') return [];
      const history = historyFrom(formId, histories[key]);
      const latest = history[history.length - 1];
      return [
        {
          key,
          formId,
          reference: text(raw.reference),
          createdAt: raw.createdAt,
          demo: raw.demo === true,
          fields: fieldsOf(raw),
          history,
          status: latest?.status ?? initialStatus(formId),
          statusChangedAt: latest?.at ?? raw.createdAt,
        },
      ];
    })
    .sort((a, b) => b.createdAt - a.createdAt || (a.key < b.key ? 1 : -1));
}

export interface InboxFilter {
  query: string;
  /** '' for every status. */
  status: string;
  /** Days as YYYY-MM-DD in Indian time, inclusive; '' for no limit. */
  from: string;
  to: string;
}

export const NO_FILTER: InboxFilter = { query: '', status: '', from: '', to: '' };

/** The day (YYYY-MM-DD) a moment falls on in India, where the foundation works. */
export const indianDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(time);

/** Records matching the search (reference and every field, Devanagari-aware), status and days. */
export function filterInboxRecords(records: InboxRecord[], { query, status, from, to }: InboxFilter): InboxRecord[] {
  const wanted = normalizeForSearch(query);
  return records.filter((record) => {
    if (status && record.status !== status) return false;
    const day = indianDay(record.createdAt);
    if ((from && day < from) || (to && day > to)) return false;
    if (!wanted) return true;
    const haystack = [record.reference, ...Object.values(record.fields).flat().map(String)].join(' ');
    return normalizeForSearch(haystack).includes(wanted);
  });
}

export const INBOX_PAGE_SIZE = 10;

export const pageCount = (total: number, size = INBOX_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** Page `page` (from 1) of the records, clamped to the last page. */
export function inboxPage<T>(items: T[], page: number, size = INBOX_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((current - 1) * size, current * size);
}
