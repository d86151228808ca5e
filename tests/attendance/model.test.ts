// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { laterMark, markRequestSchema, monthDays, sessionKey, type StoredMark } from '@/lib/attendance/model';
import { outcomeOfStatus } from '@/lib/offline/outbox';
import { markKey } from '@/lib/attendance/mark-outbox';

const mark = (markedAt: number, id: string, present = true): StoredMark => ({ present, markedAt, id, by: 'RYF002' });

describe('two marks for the same player in a session', () => {
  it('keep the one made later on the phone, whichever arrives first', () => {
    const early = mark(1_000, 'b', true);
    const late = mark(2_000, 'a', false);
    expect(laterMark(early, late)).toBe(late);
    expect(laterMark(late, early)).toBe(late);
    expect(laterMark(null, early)).toBe(early);
  });

  it('settle a tie by id, so every server keeps the same, and a repeat of the same mark keeps what is there', () => {
    expect(laterMark(mark(1_000, 'a'), mark(1_000, 'b')).id).toBe('b');
    expect(laterMark(mark(1_000, 'b'), mark(1_000, 'a')).id).toBe('b');
    const kept = mark(1_000, 'a');
    expect(laterMark(kept, mark(1_000, 'a'))).toBe(kept);
  });
});

describe('a mark request', () => {
  const valid = {
    id: '2f1c3f0e-8a4b-4c1d-9e2f-0123456789ab',
    date: '2026-11-20',
    ageGroup: 'U-15',
    player: '-demo-membership-6',
    present: true,
    markedAt: 1_795_000_000_000,
  };
  it('is accepted with every field right', () => {
    expect(markRequestSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['an id that is not a UUID', { id: 'abc' }],
    ['a day that does not exist', { date: '2026-02-30' }],
    ['an unknown group', { ageGroup: 'Under 9' }],
    ['a player key with a slash', { player: 'a/b' }],
    ['presence as text', { present: 'yes' }],
    ['a fractional time', { markedAt: 1.5 }],
    ['an extra field', { by: 'RYF001' }],
  ])('is refused with %s', (_label, change) => {
    expect(markRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('the register’s keys and months', () => {
  it('name a session by day and group, and a mark in the outbox by session and player', () => {
    expect(sessionKey('2026-11-20', 'U-15')).toBe('2026-11-20_U-15');
    expect(markKey({ date: '2026-11-20', ageGroup: 'Senior', player: '-k' })).toBe('2026-11-20_Senior/-k');
  });
  it('give a month’s first and last days, leap years included', () => {
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
});

describe('the server’s answer to a mark, for the outbox', () => {
  it('is sent on success, dropped when it can never be taken, and retried otherwise', () => {
    expect(outcomeOfStatus(200)).toBe('sent');
    for (const status of [400, 404, 413, 415, 422]) expect(outcomeOfStatus(status)).toBe('rejected');
    for (const status of [401, 403, 429, 500, 503]) expect(outcomeOfStatus(status)).toBe('retry');
  });
});
