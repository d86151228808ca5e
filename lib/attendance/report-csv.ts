import { csvText } from '@/lib/text/csv';
import type { MonthlyReport } from './report';

/** The column headings of the two exports, in the page's language. */
export interface AttendanceCsvColumns {
  reference: string;
  firstName: string;
  ageGroup: string;
  attended: string;
  held: string;
  percent: string;
  date: string;
  present: string;
  roster: string;
}

/** Per player: reference, first name, group, sessions attended, sessions held, per cent. */
export const playersCsv = (report: MonthlyReport, columns: AttendanceCsvColumns): string =>
  csvText([
    [columns.reference, columns.firstName, columns.ageGroup, columns.attended, columns.held, columns.percent],
    ...report.players.map((line) => [
      line.reference,
      line.firstName,
      line.ageGroup,
      String(line.attended),
      String(line.held),
      String(line.percent),
    ]),
  ]);

/** Per session: date, group, present, on the register. */
export const sessionsCsv = (report: MonthlyReport, columns: AttendanceCsvColumns): string =>
  csvText([
    [columns.date, columns.ageGroup, columns.present, columns.roster],
    ...report.sessions.map((line) => [line.date, line.ageGroup, String(line.present), String(line.roster)]),
  ]);

/** e.g. rufc-attendance-players-2026-11.csv */
export const attendanceCsvFileName = (kind: 'players' | 'sessions', month: string) =>
  `rufc-attendance-${kind}-${month}.csv`;
