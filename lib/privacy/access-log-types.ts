import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import type { FormId } from '@/lib/forms/options';

/**
 * The record of who looked: what an entry says and how the Coordinator asks for a page of them.
 * Shared by the server (which writes and reads the node) and the workspace (which shows it).
 */

export const ACCESS_ACTIONS = [
  'read',
  'export',
  'status',
  'erase',
  'consent',
  'answer',
  'incidentLogged',
  'incidentTold',
  'incidentClosed',
  'paymentConfirmed',
  'paymentRejected',
  'paymentRecorded',
  'receiptCancelled',
  'statementUploaded',
  'paymentReport',
  'feeWaived',
  'eventRosterRead',
  'eventCheckIn',
  'attendanceRoster',
  'attendanceMarked',
  'attendanceReport',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** What the workspace reports of its own reads (the rest is logged by the server as it does the work). */
export const REPORTED_ACTIONS = ['read', 'export', 'status'] as const;
export type ReportedAction = (typeof REPORTED_ACTIONS)[number];

/** The forms an entry can name, in the inbox's order. */
export const LOGGED_FORMS = ['complaint', 'membership', 'survey', 'contact'] as const satisfies readonly FormId[];

/** One entry as stored and as shown. `at` is the database's time. */
export interface AccessEntry {
  key: string;
  at: number;
  by: string;
  byName: string;
  role?: string;
  action: AccessAction;
  form?: FormId;
  recordKey?: string;
  reference?: string;
  count: number;
}

/** The entries of a record key, a reference or an incident: the database's keys and the forms' references. */
export const DATABASE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** POST /api/team/access-log: what the workspace says it just did. Who did it comes from the session. */
export const accessReportSchema = z
  .strictObject({
    action: z.enum(REPORTED_ACTIONS),
    form: z.enum(LOGGED_FORMS),
    recordKey: z.optional(z.string().check(z.regex(DATABASE_KEY_PATTERN))),
    reference: z.optional(z.string().check(z.regex(DATABASE_KEY_PATTERN))),
    count: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  })
  .check(
    z.refine(
      ({ action, recordKey, count }) => action === 'export' || (recordKey !== undefined && count === 1),
      'A read or a status change is of one record',
    ),
  );
export type AccessReport = z.infer<typeof accessReportSchema>;

/** An entry page is this long. */
export const ACCESS_LOG_PAGE_SIZE = 25;
/**
 * The newest entries of the chosen days that are searched at most: two years of a busy team's
 * openings are never read in one answer. Older ones are found by choosing fewer days.
 */
export const ACCESS_LOG_SEARCHED = 5000;

/** The Coordinator's filters; '' for no limit. Days are India's (YYYY-MM-DD). */
export interface AccessLogFilter {
  member: string;
  action: AccessAction | '';
  form: FormId | '';
  from: string;
  to: string;
}

export const NO_ACCESS_FILTER: AccessLogFilter = { member: '', action: '', form: '', from: '', to: '' };

/** Midnight in India of a YYYY-MM-DD day (India has one zone and no summer time), or NaN if no such day. */
export function indiaMidnight(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return NaN;
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return NaN;
  return Date.parse(`${day}T00:00:00+05:30`);
}

const day = z.string().check(z.refine((value) => !Number.isNaN(indiaMidnight(value)), 'Not a date (YYYY-MM-DD)'));

/** GET /api/team/access-log?member=&action=&form=&from=&to=&page= */
export const accessLogQuerySchema = z
  .strictObject({
    member: z.optional(z.string().check(z.maxLength(40))),
    action: z.optional(z.enum(ACCESS_ACTIONS)),
    form: z.optional(z.enum(LOGGED_FORMS)),
    from: z.optional(day),
    to: z.optional(day),
    page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/))),
  })
  .check(z.refine(({ from, to }) => !from || !to || from <= to, 'from is after to'));

/** The filter and page a query asks for, or null for a query to refuse (unknown, repeated or wrong parts). */
export function accessLogQueryFrom(params: URLSearchParams): { filter: AccessLogFilter; page: number } | null {
  if ([...params.keys()].length !== new Set(params.keys()).size) return null;
  const parsed = accessLogQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const { member = '', action = '', form = '', from = '', to = '', page = '1' } = parsed.data;
  return { filter: { member: member.trim(), action, form, from, to }, page: Number(page) };
}

/** The query of a filter and page, without the parts left empty. */
export function accessLogQuery(filter: AccessLogFilter, page: number): string {
  const parts = Object.entries(filter).filter(([, value]) => value !== '');
  if (page > 1) parts.push(['page', String(page)]);
  return new URLSearchParams(parts).toString();
}

/** One page of entries, newest first, and how many match in all. */
export interface AccessLogPage {
  entries: AccessEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** The chosen days hold more entries than were searched (ACCESS_LOG_SEARCHED): older ones were not. */
  olderNotSearched: boolean;
}
