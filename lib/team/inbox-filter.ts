/** Narrowing an inbox tab down: search, status, days received, and pages. */
import { todayInIndia } from '@/lib/forms/field-values';
import { normalizeForSearch } from '@/lib/text/normalize';
import type { InboxRecord } from './inbox-types';
import { fieldTexts, type InboxLabels } from './inbox-fields';

export interface InboxFilter {
  query: string;
  /** '' for every status. */
  status: string;
  /** Days as YYYY-MM-DD in Indian time, both included; '' for no limit. */
  from: string;
  to: string;
}

export const NO_FILTER: InboxFilter = { query: '', status: '', from: '', to: '' };

export const isFiltered = (filter: InboxFilter) => Object.values(filter).some((value) => value !== '');

/** The day (YYYY-MM-DD) a moment falls on in India, where the foundation works and the team reads. */
export const indianDay = (time: number) => todayInIndia(new Date(time));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Records matching the search, status and days. The search looks at the reference and every
 * field, as stored and (with labels) as shown, so a Hindi reader can find an option by its Hindi name.
 */
export function filterInboxRecords(records: InboxRecord[], filter: InboxFilter, labels?: InboxLabels): InboxRecord[] {
  const wanted = normalizeForSearch(filter.query);
  const from = DAY.test(filter.from) ? filter.from : '';
  const to = DAY.test(filter.to) ? filter.to : '';
  return records.filter((record) => {
    if (filter.status && record.status !== filter.status) return false;
    const day = indianDay(record.createdAt);
    if ((from && day < from) || (to && day > to)) return false;
    if (!wanted) return true;
    const stored = Object.values(record.fields).flatMap((value) => (typeof value === 'boolean' ? [] : value));
    const shown = labels ? fieldTexts(record, labels).map((field) => field.text) : [];
    return [record.reference, ...stored, ...shown].some((text) => normalizeForSearch(text).includes(wanted));
  });
}

export const INBOX_PAGE_SIZE = 10;

export const pageCount = (total: number, size = INBOX_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** Page `page` (from 1) of the items, kept within the pages there are. */
export function inboxPage<T>(items: readonly T[], page: number, size = INBOX_PAGE_SIZE): { items: T[]; page: number } {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount(items.length, size));
  return { items: items.slice((current - 1) * size, current * size), page: current };
}
