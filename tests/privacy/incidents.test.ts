import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  boardReportDue,
  incidentChangeSchema,
  incidentsFrom,
  indiaTime,
  newIncidentSchema,
  reportCountdown,
} from '@/lib/privacy/incidents';

const HOUR = 60 * 60 * 1000;
const discovered = Date.parse('2026-11-20T09:15:00+05:30');

afterEach(() => {
  vi.useRealTimers();
});

describe('the clock to the Board’s report', () => {
  const at = (time: number) => {
    vi.useFakeTimers();
    vi.setSystemTime(time);
    return reportCountdown(discovered, Date.now());
  };

  it('starts at 72 hours on discovery', () => {
    expect(at(discovered)).toEqual({ kind: 'left', hours: 72, minutes: 0 });
    expect(boardReportDue(discovered)).toBe(Date.parse('2026-11-23T09:15:00+05:30'));
  });

  it('counts down in whole minutes, never promising one that is not there', () => {
    expect(at(discovered + 30 * HOUR + 48 * 60_000 + 30_000)).toEqual({ kind: 'left', hours: 41, minutes: 11 });
    expect(at(boardReportDue(discovered) - 60_000)).toEqual({ kind: 'left', hours: 0, minutes: 1 });
    expect(at(boardReportDue(discovered) - 59_000)).toEqual({ kind: 'left', hours: 0, minutes: 0 });
  });

  it('is overdue from the due moment on', () => {
    expect(at(boardReportDue(discovered))).toEqual({ kind: 'overdue', hours: 0, minutes: 0 });
    expect(at(boardReportDue(discovered) + 3 * HOUR + 5 * 60_000)).toEqual({ kind: 'overdue', hours: 3, minutes: 5 });
  });
});

describe('an incident as logged', () => {
  const valid = {
    discoveredAt: '2026-11-20T09:15',
    whatHappened: 'A volunteer’s phone with the survey export was stolen.',
    dataAffected: 'Survey answers with parents’ names and numbers',
    peopleAffected: 40,
    measures: 'The member’s sessions were ended.',
  };

  it('reads the discovery as Indian time', () => {
    expect(indiaTime('2026-11-20T09:15')).toBe(discovered);
    for (const bad of ['2026-02-30T10:00', '2026-11-20T24:00', '2026-11-20 09:15', '2026-11-20T09:15:00Z']) {
      expect(indiaTime(bad), bad).toBeNaN();
    }
  });

  it('needs every field, and nothing else', () => {
    expect(newIncidentSchema.safeParse(valid).success).toBe(true);
    expect(newIncidentSchema.safeParse({ ...valid, whatHappened: '   ' }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, peopleAffected: -1 }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, peopleAffected: 2.5 }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, discoveredAt: 'yesterday' }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, by: 'RYF001' }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, measures: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('is told to the people on the list only, and closed by its key', () => {
    expect(incidentChangeSchema.safeParse({ change: 'told', key: '-k1', whom: 'board' }).success).toBe(true);
    expect(incidentChangeSchema.safeParse({ change: 'told', key: '-k1', whom: 'press' }).success).toBe(false);
    expect(incidentChangeSchema.safeParse({ change: 'close', key: '-k1' }).success).toBe(true);
    expect(incidentChangeSchema.safeParse({ change: 'close', key: '../accessLog' }).success).toBe(false);
  });

  it('lists open incidents first, each group newest discovery first', () => {
    const stored = (discoveredAt: number, closedAt?: number) => ({
      discoveredAt,
      loggedAt: discoveredAt + 1,
      whatHappened: 'w',
      dataAffected: 'd',
      peopleAffected: 1,
      measures: 'm',
      by: 'RYF001',
      byName: 'Priya',
      told: { board: 5, press: 6 },
      ...(closedAt && { closedAt }),
    });
    const list = incidentsFrom({ '-old': stored(1), '-closed': stored(3, 4), '-new': stored(2), junk: 'x' });
    expect(list.map((i) => i.key)).toEqual(['-new', '-old', '-closed']);
    expect(list[0]?.told).toEqual({ board: 5 });
  });
});
