import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { todayInIndia } from '@/lib/forms/field-values';
import { csvText } from '@/lib/text/csv';
import type { TeamRegistrant } from './team-events';

/** The headings and words of an event's list, in the page's language. */
export interface RosterCsvWords {
  columns: Record<
    'number' | 'name' | 'mobile' | 'age' | 'parent' | 'parentMobile' | 'status' | 'registeredAt' | 'checkedIn',
    string
  >;
  status: (registrant: TeamRegistrant) => string;
  ageBand: (registrant: TeamRegistrant) => string;
}

const when = (locale: Locale, at: number | undefined) =>
  at === undefined ? '' : formatDate(locale, at, { dateStyle: 'medium', timeStyle: 'short' });

/** An event's registrants as a spreadsheet: in order of arrival, India time. */
export function rosterCsv(registrants: readonly TeamRegistrant[], words: RosterCsvWords, locale: Locale): string {
  const { columns } = words;
  const header = [
    columns.number,
    columns.name,
    columns.mobile,
    columns.age,
    columns.parent,
    columns.parentMobile,
    columns.status,
    columns.registeredAt,
    columns.checkedIn,
  ];
  const rows = [...registrants]
    .sort((a, b) => a.seq - b.seq)
    .map((r) => [
      String(r.seq),
      r.name,
      r.mobile,
      words.ageBand(r),
      r.parentName ?? '',
      r.parentMobile ?? '',
      words.status(r),
      when(locale, r.registeredAt),
      when(locale, r.checkedInAt),
    ]);
  return csvText([header, ...rows]);
}

/** e.g. registrations-football-camp-dehri-2026-11-28.csv, dated by the Indian day of the export. */
export const rosterCsvFileName = (slug: string, now = new Date()) => `registrations-${slug}-${todayInIndia(now)}.csv`;
