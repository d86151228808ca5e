import {
  ACCESS_ACTIONS,
  ACCESS_LOG_PAGE_SIZE,
  type AccessAction,
  type AccessEntry,
  type AccessLogFilter,
  type AccessLogPage,
  indiaMidnight,
  LOGGED_FORMS,
} from './access-log-types';
import type { FormId } from '@/lib/forms/options';

const DAY_MS = 24 * 60 * 60 * 1000;

const FORMS: readonly string[] = LOGGED_FORMS;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stored node as entries; anything that is not an entry (a hand-made node) is left out. */
export function accessEntriesFrom(raw: unknown): AccessEntry[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([key, value]): AccessEntry[] => {
    if (!isObject(value) || typeof value.at !== 'number' || typeof value.count !== 'number') return [];
    const action = text(value.action);
    if (!action || !(ACCESS_ACTIONS as readonly string[]).includes(action)) return [];
    const form = text(value.form);
    return [
      {
        key,
        at: value.at,
        by: text(value.by) ?? '',
        byName: text(value.byName) ?? '',
        ...(text(value.role) && { role: text(value.role) }),
        action: action as AccessAction,
        ...(form && FORMS.includes(form) && { form: form as FormId }),
        ...(text(value.recordKey) && { recordKey: text(value.recordKey) }),
        ...(text(value.reference) && { reference: text(value.reference) }),
        count: value.count,
      },
    ];
  });
}

/** The first and last millisecond the filter's days cover (India's days), for the database's range query. */
export function accessLogTimeRange({ from, to }: Pick<AccessLogFilter, 'from' | 'to'>): {
  start?: number;
  end?: number;
} {
  return {
    ...(from && { start: indiaMidnight(from) }),
    ...(to && { end: indiaMidnight(to) + DAY_MS - 1 }),
  };
}

/** Whether an entry passes the filter. The member is matched by ID, any case. */
export function matchesAccessFilter(entry: AccessEntry, filter: AccessLogFilter): boolean {
  const { start, end } = accessLogTimeRange(filter);
  return (
    (!filter.member || entry.by.toUpperCase() === filter.member.toUpperCase()) &&
    (!filter.action || entry.action === filter.action) &&
    (!filter.form || entry.form === filter.form) &&
    (start === undefined || entry.at >= start) &&
    (end === undefined || entry.at <= end)
  );
}

/** A page of the entries that pass the filter, newest first (by time, then by key: push keys grow with time). */
export function accessLogPage(
  entries: readonly AccessEntry[],
  filter: AccessLogFilter,
  page: number,
  olderNotSearched = false,
): AccessLogPage {
  const matching = entries
    .filter((entry) => matchesAccessFilter(entry, filter))
    .sort((a, b) => b.at - a.at || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const pageCount = Math.max(1, Math.ceil(matching.length / ACCESS_LOG_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  return {
    entries: matching.slice((shown - 1) * ACCESS_LOG_PAGE_SIZE, shown * ACCESS_LOG_PAGE_SIZE),
    total: matching.length,
    page: shown,
    pageCount,
    olderNotSearched,
  };
}
