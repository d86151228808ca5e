// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monthlyReport, percentOf, type HeldSession } from '@/lib/attendance/report';
import { attendanceCsvFileName, playersCsv, sessionsCsv } from '@/lib/attendance/report-csv';
import { firstNameOf, rosterFrom } from '@/lib/attendance/roster';
import type { InboxRecord } from '@/lib/team/inbox-types';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const marked = (present: boolean) => ({ present, markedAt: 1, id: 'x', by: 'RYF002' });
const SESSIONS: HeldSession[] = [
  { key: '2026-11-21_U-15', date: '2026-11-21', ageGroup: 'U-15', marks: { p1: marked(false), p2: marked(true) } },
  { key: '2026-11-07_U-15', date: '2026-11-07', ageGroup: 'U-15', marks: { p1: marked(true), p2: marked(true) } },
  { key: '2026-11-07_U-12', date: '2026-11-07', ageGroup: 'U-12', marks: { p3: marked(true) } },
  { key: '2026-11-14_U-15', date: '2026-11-14', ageGroup: 'U-15', marks: { p1: marked(true) } },
];
const NAMES = new Map([
  ['p1', { reference: 'MEM-0001', firstName: 'Pooja' }],
  ['p2', { reference: 'MEM-0002', firstName: 'Amit' }],
]);

describe('a month’s attendance', () => {
  const report = monthlyReport('2026-11', SESSIONS, NAMES);

  it('per session: the players present of those marked, by date then group', () => {
    expect(report.sessions).toEqual([
      { key: '2026-11-07_U-12', date: '2026-11-07', ageGroup: 'U-12', present: 1, roster: 1 },
      { key: '2026-11-07_U-15', date: '2026-11-07', ageGroup: 'U-15', present: 2, roster: 2 },
      { key: '2026-11-14_U-15', date: '2026-11-14', ageGroup: 'U-15', present: 1, roster: 1 },
      { key: '2026-11-21_U-15', date: '2026-11-21', ageGroup: 'U-15', present: 1, roster: 2 },
    ]);
  });

  it('per player: sessions attended of those held while on the register, with a rounded per cent', () => {
    expect(report.players).toEqual([
      { key: 'p3', reference: '', firstName: '', ageGroup: 'U-12', attended: 1, held: 1, percent: 100 },
      { key: 'p2', reference: 'MEM-0002', firstName: 'Amit', ageGroup: 'U-15', attended: 2, held: 2, percent: 100 },
      { key: 'p1', reference: 'MEM-0001', firstName: 'Pooja', ageGroup: 'U-15', attended: 2, held: 3, percent: 67 },
    ]);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
  });

  it('is empty for a month without sessions', () => {
    expect(monthlyReport('2026-10', [], NAMES)).toEqual({ month: '2026-10', players: [], sessions: [] });
  });
});

describe('the attendance CSV files', () => {
  const columns = (catalog: typeof en) => {
    const t = catalog.Attendance.report;
    return {
      reference: t.reference,
      firstName: t.firstName,
      ageGroup: t.ageGroup,
      attended: t.attended,
      held: t.held,
      percent: t.percent,
      date: t.date,
      present: t.present,
      roster: t.roster,
    };
  };

  it('have a heading row in the page’s language, a BOM and CRLF line ends, a row per line', () => {
    const report = monthlyReport('2026-11', SESSIONS, NAMES);
    const players = playersCsv(report, columns(hi));
    expect(players.startsWith('\uFEFFसदस्य संदर्भ,पहला नाम,आयु वर्ग,आए,हुए,प्रतिशत\r\n')).toBe(true);
    expect(players.split('\r\n')).toContain('MEM-0001,Pooja,U-15,2,3,67');
    const sessions = sessionsCsv(report, columns(en));
    expect(sessions).toBe(
      '\uFEFFDate,Age group,Present,On the register\r\n2026-11-07,U-12,1,1\r\n2026-11-07,U-15,2,2\r\n2026-11-14,U-15,1,1\r\n2026-11-21,U-15,1,2\r\n',
    );
  });

  it('cannot carry a formula: a name starting with = is made inert', () => {
    const report = monthlyReport(
      '2026-11',
      SESSIONS,
      new Map([['p1', { reference: 'MEM-1', firstName: '=HYPERLINK("x")' }]]),
    );
    expect(playersCsv(report, columns(en))).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('are named by kind and month', () => {
    expect(attendanceCsvFileName('players', '2026-11')).toBe('rufc-attendance-players-2026-11.csv');
    expect(attendanceCsvFileName('sessions', '2026-11')).toBe('rufc-attendance-sessions-2026-11.csv');
  });
});

describe('the register’s players', () => {
  const record = (key: string, fullName: string, dateOfBirth: string, status: string): InboxRecord => ({
    key,
    formId: 'membership',
    reference: `MEM-${key}`,
    createdAt: 1,
    demo: false,
    fields: { fullName, dateOfBirth },
    history: [],
    status,
    statusChangedAt: 1,
  });

  it('are the accepted members with a date of birth, youngest group first, keeping only the first name', () => {
    const players = rosterFrom(
      [
        record('a', 'Zoya Khan', '2013-05-01', 'accepted'),
        record('b', 'Arjun  Singh', '2013-07-01', 'accepted'),
        record('c', 'Chhotu Ram', '2015-01-01', 'accepted'),
        record('d', 'Declined Person', '2013-01-01', 'declined'),
        record('e', 'New Applicant', '2013-01-01', 'new'),
        record('f', 'No Birthday', '', 'accepted'),
      ],
      '2026-11-20',
    );
    expect(players).toEqual([
      { key: 'c', reference: 'MEM-c', firstName: 'Chhotu', ageGroup: 'U-12' },
      { key: 'b', reference: 'MEM-b', firstName: 'Arjun', ageGroup: 'U-15' },
      { key: 'a', reference: 'MEM-a', firstName: 'Zoya', ageGroup: 'U-15' },
    ]);
    expect(firstNameOf('  सोनू   यादव ')).toBe('सोनू');
  });
});
