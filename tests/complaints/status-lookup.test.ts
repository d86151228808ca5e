// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLAINT_STATUSES, currentStatus } from '@/lib/complaints/current-status';
import { secretHashOf } from '@/lib/forms/secret-code';
import {
  lookupComplaintStatus,
  soleComplaint,
  type StatusLookupDeps,
  type StatusLookupInput,
} from '@/lib/complaints/status-lookup';
import { memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { STATUS_FLOW } from '@/lib/team/roles';

const SENT_AT = Date.UTC(2026, 10, 1, 6, 30);
const MINUTE = 60_000;

const named = {
  key: '-NamedComplaintAB12CD34',
  record: {
    category: 'coaching',
    description: 'The coach shouted at the under-16 players after the match on Sunday.',
    incidentDate: '2026-10-31',
    anonymous: false,
    name: 'Priya Singh',
    phone: '9876543210',
    createdAt: SENT_AT,
    reference: 'CMP-AB12CD34',
  },
};
const ANONYMOUS_CODE = 'K7M2Q9';
const anonymous = {
  key: '-AnonComplaintZX98YW76',
  record: {
    category: 'safeguarding',
    description: 'Someone was taking photos of the girls team during practice without asking.',
    incidentDate: '2026-10-30',
    anonymous: true,
    name: '',
    phone: '',
    secretHash: '',
    createdAt: SENT_AT + 5 * MINUTE,
    reference: 'CMP-ZX98YW76',
  },
};

/** Two changes to the named complaint, the later one carrying an internal note. */
const namedHistory = {
  '-h1': { status: 'acknowledged', by: 'RYF001', byName: 'Priya Kumari', at: SENT_AT + 60 * MINUTE },
  '-h2': {
    status: 'investigating',
    by: 'RYF001',
    byName: 'Priya Kumari',
    at: SENT_AT + 120 * MINUTE,
    note: 'Spoke to coach Verma; parents to be called.',
  },
};

let deps: StatusLookupDeps & {
  findByReference: ReturnType<typeof vi.fn<StatusLookupDeps['findByReference']>>;
  readHistory: ReturnType<typeof vi.fn<StatusLookupDeps['readHistory']>>;
};
let histories: Record<string, unknown>;
let log: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;
let addressCount = 0;

beforeEach(async () => {
  anonymous.record.secretHash = await secretHashOf('CMP-ZX98YW76', ANONYMOUS_CODE);
  // The limiter reads the time from Date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 0));
  histories = { [named.key]: namedHistory };
  const complaints = [named, anonymous];
  log = vi.fn();
  deps = {
    findByReference: vi.fn(
      async (reference: string) => complaints.find((c) => c.record.reference === reference) ?? null,
    ),
    readHistory: vi.fn(async (key: string) => histories[key] ?? null),
    limiter: memoryAttemptLimiter(),
    log,
  };
});

afterEach(() => {
  vi.useRealTimers();
});

/** Each lookup comes from its own address unless it names one, so the per-address limit stays apart. */
const lookup = ({ address, ...input }: Omit<StatusLookupInput, 'address'> & { address?: string }) =>
  lookupComplaintStatus({ ...input, address: address ?? `203.0.113.${++addressCount}` }, deps);

describe('a named complaint', () => {
  it('answers its latest status and when it changed, for its reference and mobile number', async () => {
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210' })).toEqual({
      ok: true,
      status: 'investigating',
      changedAt: SENT_AT + 120 * MINUTE,
    });
  });

  it.each([
    ['lower case without the prefix', 'ab12cd34', '+91 98765-43210'],
    ['with spaces and no dash', ' cmp ab12 cd34 ', '098765 43210'],
  ])('accepts the reference %s and the number as people write it', async (_, reference, mobile) => {
    expect(await lookup({ reference, mobile })).toMatchObject({ ok: true, status: 'investigating' });
    expect(deps.findByReference).toHaveBeenCalledWith('CMP-AB12CD34');
  });
});

describe('an anonymous complaint', () => {
  it('answers its status for its reference and secret code', async () => {
    expect(await lookup({ reference: 'CMP-ZX98YW76', code: ANONYMOUS_CODE })).toEqual({
      ok: true,
      status: 'received',
      changedAt: SENT_AT + 5 * MINUTE,
    });
  });

  it('accepts the code in small letters with spaces or a dash', async () => {
    expect(await lookup({ reference: 'zx98yw76', code: ' k7m-2q9 ' })).toMatchObject({ ok: true });
  });
});

describe('the status', () => {
  it('is the latest entry by time, whatever order the history is in', async () => {
    histories[anonymous.key] = {
      '-z-later-key-earlier-time': { status: 'acknowledged', by: 'RYF001', byName: 'P', at: SENT_AT + 10 * MINUTE },
      '-a-earlier-key-later-time': { status: 'resolved', by: 'RYF001', byName: 'P', at: SENT_AT + 30 * MINUTE },
    };
    expect(await lookup({ reference: 'CMP-ZX98YW76', code: ANONYMOUS_CODE })).toEqual({
      ok: true,
      status: 'resolved',
      changedAt: SENT_AT + 30 * MINUTE,
    });
  });

  it('goes by the entry key between two changes in the same millisecond', () => {
    const at = SENT_AT + MINUTE;
    const history = { '-b': { status: 'closed', at }, '-a': { status: 'resolved', at } };
    expect(currentStatus(history, SENT_AT)).toEqual({ status: 'closed', changedAt: at });
  });

  it('is "received" when the complaint was sent, with no history', async () => {
    histories = {};
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210' })).toEqual({
      ok: true,
      status: 'received',
      changedAt: SENT_AT,
    });
  });

  it('passes over entries that are not a status change', () => {
    const history = {
      '-a': { status: 'acknowledged', at: SENT_AT + MINUTE },
      '-b': { status: 'deleted', at: SENT_AT + 9 * MINUTE },
      '-c': { status: 'closed', at: 'yesterday' },
      '-d': 'closed',
    };
    expect(currentStatus(history, SENT_AT)).toEqual({ status: 'acknowledged', changedAt: SENT_AT + MINUTE });
  });

  it('is one of the statuses the team moves a complaint through (lib/team/roles.ts)', () => {
    expect([...COMPLAINT_STATUSES]).toEqual([...STATUS_FLOW.complaint]);
  });
});

describe('what a success says', () => {
  it('has exactly ok, status and changedAt: nothing of the complaint, its notes, or who changed it', async () => {
    const result = await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210' });
    expect(Object.keys(result).sort()).toEqual(['changedAt', 'ok', 'status']);
    const text = JSON.stringify(result);
    for (const secret of ['Spoke to coach', 'Priya', 'RYF001', '9876543210', 'coaching', 'shouted', '-h2']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('a reference and proof that do not go together', () => {
  const NOT_FOUND = { ok: false, code: 'notFound' };

  it.each([
    ['a wrong mobile number', { reference: 'CMP-AB12CD34', mobile: '9876543211' }],
    ['a wrong code', { reference: 'CMP-ZX98YW76', code: 'K7M2Q8' }],
    ['an unknown reference', { reference: 'CMP-QQQQQQQQ', mobile: '9876543210' }],
    ['an unknown reference with a code', { reference: 'CMP-QQQQQQQQ', code: ANONYMOUS_CODE }],
    ['the mobile number with an anonymous complaint', { reference: 'CMP-ZX98YW76', mobile: '9876543210' }],
    ['a code with a named complaint', { reference: 'CMP-AB12CD34', code: ANONYMOUS_CODE }],
    ['an empty mobile number with an anonymous complaint', { reference: 'CMP-ZX98YW76', mobile: '' }],
    ['no proof at all', { reference: 'CMP-AB12CD34' }],
    ['something that is not a reference', { reference: 'MEM-AB12CD34', mobile: '9876543210' }],
  ])('%s: the same "not found"', async (_, input) => {
    expect(await lookup(input)).toEqual(NOT_FOUND);
    expect(deps.readHistory).not.toHaveBeenCalled();
  });

  it('is answered the same for a reference that exists and one that does not', async () => {
    const known = await lookup({ reference: 'CMP-AB12CD34', mobile: '9000000000' });
    const unknown = await lookup({ reference: 'CMP-00000000', mobile: '9000000000' });
    expect(JSON.stringify(known)).toBe(JSON.stringify(unknown));
  });
});

describe('guessing', () => {
  const wrong = (address?: string) => lookup({ reference: 'CMP-AB12CD34', mobile: '9000000000', address });

  it('past 5 failures for a reference from strangers, makes the next wait, without reading anything', async () => {
    for (let i = 0; i < 5; i++) expect(await wrong()).toMatchObject({ code: 'notFound' });
    deps.findByReference.mockClear();
    const waiting = await lookup({ reference: 'ab12cd34', mobile: '9876543210' });
    expect(waiting).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterSeconds: 60, retryAfterMinutes: 1 });
    expect(deps.findByReference).not.toHaveBeenCalled();
    expect(deps.readHistory).not.toHaveBeenCalled();
    // Another complaint is not affected.
    expect(await lookup({ reference: 'CMP-ZX98YW76', code: ANONYMOUS_CODE })).toMatchObject({ ok: true });
  });

  it('never locks the sender out: the waits grow 1, 2, 4 minutes, and each one over lets one check through', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    for (const minutes of [1, 2, 4]) {
      expect(await wrong()).toMatchObject({ code: 'tooManyAttempts', retryAfterMinutes: minutes });
      vi.setSystemTime(Date.now() + minutes * MINUTE);
      expect(await wrong()).toMatchObject({ code: 'notFound' });
    }
    vi.setSystemTime(Date.now() + 8 * MINUTE);
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210' })).toMatchObject({ ok: true });
  });

  it('after 10 failures from an address blocks it for any reference, without reading anything', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      await lookup({ reference: `CMP-0000000${i}`, mobile: '9000000000', address });
    }
    deps.findByReference.mockClear();
    expect(await lookup({ reference: 'CMP-ZX98YW76', code: ANONYMOUS_CODE, address })).toMatchObject({
      code: 'tooManyAttempts',
      retryAfterMinutes: 15,
    });
    expect(deps.findByReference).not.toHaveBeenCalled();
    expect(await lookup({ reference: 'CMP-ZX98YW76', code: ANONYMOUS_CODE, address: '198.51.100.8' })).toMatchObject({
      ok: true,
    });
  });

  it("blocks an address's 5 failures for a reference for that address alone, saying how many minutes are left", async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < 5; i++) await wrong(address);
    vi.setSystemTime(Date.now() + 10 * MINUTE + 30_000);
    expect(await wrong(address)).toEqual({
      ok: false,
      code: 'tooManyAttempts',
      retryAfterSeconds: 270,
      retryAfterMinutes: 5,
    });
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210' })).toMatchObject({ ok: true });
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210', address })).toMatchObject({ ok: true });
  });

  it('counts 4 failures, then a success gives back its own attempt only', async () => {
    for (let i = 0; i < 4; i++) await wrong();
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210' })).toMatchObject({ ok: true });
    expect(await wrong()).toMatchObject({ code: 'notFound' });
    expect(await wrong()).toMatchObject({ code: 'tooManyAttempts' });
  });

  it('counts each lookup before reading: of 20 parallel wrong ones for a reference, at most 5 are looked up', async () => {
    // Every read takes a while, so all 20 are in flight before the first one is judged.
    deps.findByReference.mockImplementation(
      (reference) => new Promise((done) => setTimeout(() => done(reference === 'CMP-AB12CD34' ? named : null), 20)),
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => wrong()));
    expect(deps.findByReference.mock.calls.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => !r.ok && r.code === 'notFound')).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.code === 'tooManyAttempts')).toHaveLength(15);
  });

  it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    for (let i = 0; i < 10; i++)
      await lookup({ reference: `CMP-3333333${i}`, mobile: '9000000000', address: `2001:db8:5:5::${i + 1}` });
    deps.findByReference.mockClear();
    const proof = { reference: 'CMP-ZX98YW76', code: ANONYMOUS_CODE };
    expect(await lookup({ ...proof, address: '2001:0DB8:5:5:ffff::1%eth0' })).toMatchObject({
      code: 'tooManyAttempts',
    });
    expect(deps.findByReference).not.toHaveBeenCalled();
    expect(await lookup({ ...proof, address: '2001:db8:5:6::1' })).toMatchObject({ ok: true });
  });

  it('does not let an address clear its own count with a complaint it knows', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 9; i++) await lookup({ reference: `CMP-1111111${i}`, mobile: '9000000000', address });
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210', address })).toMatchObject({ ok: true });
    await lookup({ reference: 'CMP-22222222', mobile: '9000000000', address });
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210', address })).toMatchObject({
      code: 'tooManyAttempts',
    });
  });
});

describe('a database that does not answer', () => {
  it('is "failed", logged without the mobile number, and not counted as a guess', async () => {
    deps.findByReference.mockRejectedValue(new Error('No answer from the database for rufcComplaints'));
    for (let i = 0; i < 6; i++) {
      expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210', address: '192.0.2.1' })).toEqual({
        ok: false,
        code: 'failed',
      });
    }
    expect(log).toHaveBeenCalledWith('Complaint status lookup failed', expect.stringContaining('No answer'));
    expect(JSON.stringify(log.mock.calls)).not.toContain('9876543210');
    // Six failures of the database are not six guesses: the reference may still be checked.
    deps.findByReference.mockImplementation(async () => named);
    expect(await lookup({ reference: 'CMP-AB12CD34', mobile: '9876543210', address: '192.0.2.1' })).toMatchObject({
      ok: true,
    });
  });
});

describe('soleComplaint', () => {
  it('answers the one match, and nothing for none', () => {
    expect(soleComplaint({ '-a': { reference: 'CMP-1' } }, 'CMP-1', vi.fn())).toEqual({
      key: '-a',
      record: { reference: 'CMP-1' },
    });
    expect(soleComplaint(null, 'CMP-1', vi.fn())).toBeNull();
  });

  it('treats two records with one reference as tampering: not found, and logged', () => {
    const log = vi.fn();
    expect(soleComplaint({ '-a': {}, '-b': {} }, 'CMP-1', log)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('share one reference'), {
      reference: 'CMP-1',
      keys: ['-a', '-b'],
    });
  });
});
