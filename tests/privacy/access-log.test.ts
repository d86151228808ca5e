import { describe, expect, it, vi } from 'vitest';
import { accessEntriesFrom, accessLogPage } from '@/lib/privacy/access-log-query';
import {
  ACCESS_LOG_PAGE_SIZE,
  accessLogQuery,
  accessLogQueryFrom,
  accessReportSchema,
  NO_ACCESS_FILTER,
  type AccessEntry,
} from '@/lib/privacy/access-log-types';
import { logReportedAccess, mayReport } from '@/lib/privacy/access-report';
import type { AuthorisedMember } from '@/lib/team/authorised-member';

vi.mock('server-only', () => ({}));

const memberOf = (memberId: string, name: string, role: string): AuthorisedMember => {
  const member = { key: `-${memberId}`, memberId, name, role, whatsapp: '9000000000' };
  return { ok: true, member, team: [member], sessionId: 'session' };
};
const coordinator = memberOf('RYF001', 'Priya Kumari', 'Coordinator');
const coach = memberOf('RYF002', 'Rahul Singh', 'RUFC Coach');
const volunteer = memberOf('RYF003', 'Anjali Verma', 'Volunteer');

describe('what the workspace reports', () => {
  it('is logged as the session’s member, whatever the body tried to say', async () => {
    // A body naming someone else is no report at all.
    const forged = { action: 'read', form: 'survey', recordKey: '-k1', count: 1, by: 'RYF001', byName: 'Priya' };
    expect(accessReportSchema.safeParse(forged).success).toBe(false);
    const append = vi.fn(async () => {});
    const parsed = accessReportSchema.parse({ action: 'read', form: 'survey', recordKey: '-k1', count: 1 });
    expect(await logReportedAccess(volunteer, parsed, append)).toEqual({ ok: true });
    expect(append).toHaveBeenCalledWith({
      action: 'read',
      form: 'survey',
      recordKey: '-k1',
      count: 1,
      by: 'RYF003',
      byName: 'Anjali Verma',
      role: 'Volunteer',
    });
  });

  it.each([
    ['a coach opening a complaint', coach, 'read', 'complaint'],
    ['a volunteer opening a membership application', volunteer, 'read', 'membership'],
    ['a volunteer exporting', volunteer, 'export', 'survey'],
    ['a volunteer changing a complaint’s status', volunteer, 'status', 'complaint'],
  ] as const)('refuses %s, and logs nothing', async (_, caller, action, form) => {
    const append = vi.fn(async () => {});
    const report = accessReportSchema.parse({ action, form, recordKey: '-k1', count: 1 });
    expect(await logReportedAccess(caller, report, append)).toEqual({ ok: false, code: 'forbidden' });
    expect(append).not.toHaveBeenCalled();
  });

  it('passes on a refused caller, and a write that failed', async () => {
    const report = accessReportSchema.parse({ action: 'export', form: 'complaint', count: 4 });
    const append = vi.fn(async () => {});
    expect(await logReportedAccess({ ok: false, code: 'unauthenticated' }, report, append)).toEqual({
      ok: false,
      code: 'unauthenticated',
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => Promise.reject(new Error('No answer from the database')));
    expect(await logReportedAccess(coordinator, report, failing)).toEqual({ ok: false, code: 'failed' });
  });

  it('lets each role report what its inbox lets it do', () => {
    expect(mayReport('Coordinator', 'export', 'complaint')).toBe(true);
    expect(mayReport('RUFC Coach', 'status', 'membership')).toBe(true);
    expect(mayReport('RUFC Coach', 'export', 'membership')).toBe(false);
    expect(mayReport('Volunteer', 'status', 'contact')).toBe(true);
    expect(mayReport('Treasurer', 'read', 'contact')).toBe(false);
    expect(mayReport('Accountant', 'read', 'contact')).toBe(false);
  });

  it.each([
    ['an unknown action', { action: 'erase', form: 'survey', recordKey: '-k', count: 1 }],
    ['an unknown form', { action: 'read', form: 'teamMembers', recordKey: '-k', count: 1 }],
    ['a read of no record', { action: 'read', form: 'survey', count: 1 }],
    ['a read of several', { action: 'read', form: 'survey', recordKey: '-k', count: 2 }],
    ['a key that is a path', { action: 'read', form: 'survey', recordKey: '../teamSecrets', count: 1 }],
    ['a count that is not whole', { action: 'export', form: 'survey', count: 1.5 }],
  ])('refuses %s', (_, body) => {
    expect(accessReportSchema.safeParse(body).success).toBe(false);
  });
});

const entry = (key: string, at: string, part: Partial<AccessEntry> = {}): AccessEntry => ({
  key,
  at: Date.parse(at),
  by: 'RYF001',
  byName: 'Priya Kumari',
  action: 'read',
  form: 'complaint',
  count: 1,
  ...part,
});

describe('the Coordinator’s pages of the record', () => {
  const entries = [
    entry('-a', '2026-11-20T10:00:00+05:30'),
    entry('-b', '2026-11-21T00:10:00+05:30', { by: 'RYF003', byName: 'Anjali Verma', form: 'survey' }),
    // 23:50 in India on the 21st, though the 21st in UTC too: one day either way.
    entry('-c', '2026-11-21T23:50:00+05:30', { action: 'export', count: 12 }),
    // 00:20 in India on the 22nd, still the 21st in UTC.
    entry('-d', '2026-11-22T00:20:00+05:30', { action: 'status', form: 'contact' }),
  ];

  it('shows the newest first', () => {
    expect(accessLogPage(entries, NO_ACCESS_FILTER, 1).entries.map((e) => e.key)).toEqual(['-d', '-c', '-b', '-a']);
  });

  it('filters by member (any case), action and form', () => {
    const keys = (filter: Partial<typeof NO_ACCESS_FILTER>) =>
      accessLogPage(entries, { ...NO_ACCESS_FILTER, ...filter }, 1).entries.map((e) => e.key);
    expect(keys({ member: 'ryf003' })).toEqual(['-b']);
    expect(keys({ action: 'export' })).toEqual(['-c']);
    expect(keys({ form: 'complaint' })).toEqual(['-c', '-a']);
    expect(keys({ member: 'RYF001', form: 'contact', action: 'status' })).toEqual(['-d']);
  });

  it('counts days in Indian time', () => {
    const keys = (from: string, to: string) =>
      accessLogPage(entries, { ...NO_ACCESS_FILTER, from, to }, 1).entries.map((e) => e.key);
    expect(keys('2026-11-21', '2026-11-21')).toEqual(['-c', '-b']);
    expect(keys('2026-11-22', '')).toEqual(['-d']);
    expect(keys('', '2026-11-20')).toEqual(['-a']);
  });

  it('pages them, and a page past the end shows the last', () => {
    const many = Array.from({ length: ACCESS_LOG_PAGE_SIZE * 2 + 3 }, (_, i) =>
      entry(`-k${String(i).padStart(3, '0')}`, new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString()),
    );
    const first = accessLogPage(many, NO_ACCESS_FILTER, 1);
    expect(first).toMatchObject({ total: many.length, page: 1, pageCount: 3 });
    expect(first.entries).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    expect(first.entries[0]?.key).toBe(`-k${String(many.length - 1).padStart(3, '0')}`);
    const last = accessLogPage(many, NO_ACCESS_FILTER, 9);
    expect(last).toMatchObject({ page: 3, pageCount: 3 });
    expect(last.entries.map((e) => e.key)).toEqual(['-k002', '-k001', '-k000']);
  });

  it('reads only entries from the stored node', () => {
    const raw = {
      '-ok': { at: 5, by: 'RYF001', byName: 'P', action: 'export', form: 'survey', count: 3 },
      '-no-time': { by: 'RYF001', action: 'read', count: 1 },
      '-made-up': { at: 5, by: 'RYF001', action: 'delete', count: 1 },
      '-odd-form': { at: 6, by: 'RYF001', byName: 'P', action: 'read', form: 'teamSecrets', count: 1 },
    };
    expect(accessEntriesFrom(raw)).toEqual([
      { key: '-ok', at: 5, by: 'RYF001', byName: 'P', action: 'export', form: 'survey', count: 3 },
      { key: '-odd-form', at: 6, by: 'RYF001', byName: 'P', action: 'read', count: 1 },
    ]);
    expect(accessEntriesFrom(null)).toEqual([]);
  });

  it('reads its query, and refuses a wrong or repeated part', () => {
    const query = accessLogQuery({ ...NO_ACCESS_FILTER, member: 'RYF003', from: '2026-11-01' }, 2);
    expect(query).toBe('member=RYF003&from=2026-11-01&page=2');
    expect(accessLogQueryFrom(new URLSearchParams(query))).toEqual({
      filter: { ...NO_ACCESS_FILTER, member: 'RYF003', from: '2026-11-01' },
      page: 2,
    });
    for (const bad of [
      'from=2026-02-30',
      'to=2026-13-01',
      'action=delete',
      'form=teamMembers',
      'page=0',
      'member=a&member=b',
      'x=1',
    ]) {
      expect(accessLogQueryFrom(new URLSearchParams(bad)), bad).toBeNull();
    }
    expect(accessLogQueryFrom(new URLSearchParams('from=2026-11-02&to=2026-11-01'))).toBeNull();
  });
});
