// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import seed from '@/lib/firebase/seed/database.seed.json';
import { createMemoryStore } from '@/lib/shared-store/memory';
import { choosePassword, type ChoosePasswordDeps } from '@/lib/team/choose-password';
import { ENROLMENT_TTL_MS, enrolmentTickets, type Enrolment } from '@/lib/team/enrolment-tickets';
import { hashPassword, SCRYPT_PARAMS, storedPasswordFrom, verifyPassword } from '@/lib/team/password-hash';
import type { StoredPassword } from '@/lib/team/password-hash';
import { passwordProblem, passwordStrength } from '@/lib/team/password-rules';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const coordinator = seed.teamMembers['-demo-coordinator'];
const FAST = { N: 1024, r: 8, p: 1, keyLength: 32 };

describe('the stored password', () => {
  it('is a salted scrypt hash with its parameters, not the password, and verifies', async () => {
    const stored = await hashPassword('Sasaram-river-2026');
    expect(stored).toMatchObject({ algorithm: 'scrypt', ...SCRYPT_PARAMS });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(stored.hash, 'base64')).toHaveLength(32);
    expect(JSON.stringify(stored)).not.toContain('Sasaram');
    expect(storedPasswordFrom(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(await verifyPassword('Sasaram-river-2026', stored)).toBe(true);
    expect(await verifyPassword('Sasaram-river-2027', stored)).toBe(false);
  });

  it('gets a different salt, and so a different hash, each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same password', FAST), hashPassword('same password', FAST)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('keeps working with the parameters it was made with, once the defaults are raised', async () => {
    const older = await hashPassword('made long ago', FAST);
    expect(await verifyPassword('made long ago', older)).toBe(true);
  });

  it.each([
    ['another algorithm', { algorithm: 'md5', hash: 'x' }],
    [
      'a cost that would stall the server',
      { algorithm: 'scrypt', ...SCRYPT_PARAMS, N: 2 ** 24, salt: 'AA==', hash: 'AA==' },
    ],
    ['a missing hash', { algorithm: 'scrypt', ...SCRYPT_PARAMS, salt: 'AA==' }],
    ['the password itself', '9471203318'],
  ])('is not read from %s', (_, value) => {
    expect(storedPasswordFrom(value)).toBeNull();
  });
});

describe('the password rules', () => {
  const member = { memberId: coordinator.memberId, phone: coordinator.whatsapp };

  it.each([
    ['short1', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    [`pw${coordinator.whatsapp}`, 'containsPhone'],
    ['my 94712 03318 pw', 'containsPhone'],
    ['ryf001', 'tooShort'],
    ['RYF001RYF001', 'containsMemberId'],
    ['Mango-Season-2026', null],
  ] as const)('%s → %s', (password, problem) => {
    expect(passwordProblem(password, member)).toBe(problem);
  });

  it('refuses the member ID itself when it is long enough to pass the length rule', () => {
    expect(passwordProblem('team-member-01', { memberId: 'TEAM-MEMBER-01', phone: '' })).toBe('containsMemberId');
  });

  it.each([
    ['short', 'weak'],
    ['alllowercaseletters', 'fair'],
    ['abcdefghij', 'weak'],
    ['abcdefghi1', 'fair'],
    ['Abcdefghij1!', 'strong'],
    ['Mango-Season-2026', 'strong'],
    ['आम का मौसम 2026', 'strong'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('has a message for every problem and strength, in English and Hindi', () => {
    for (const catalog of [en, hi]) {
      const messages = catalog.Admin.passwordRules;
      for (const problem of [
        'tooShort',
        'tooLong',
        'tooCommon',
        'containsPhone',
        'containsName',
        'containsMemberId',
        'mismatch',
      ] as const) {
        expect(messages.errors[problem]).toBeTruthy();
      }
      for (const strength of ['weak', 'fair', 'strong'] as const) expect(messages.strength[strength]).toBeTruthy();
    }
    for (const problem of ['tooShort', 'tooCommon', 'containsName', 'containsMemberId'] as const) {
      expect(en.Admin.passwordRules.errors[problem]).not.toBe(hi.Admin.passwordRules.errors[problem]);
    }
  });
});

describe('enrolment tickets', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 6));
  });
  afterEach(() => vi.useRealTimers());

  const book = () => enrolmentTickets(createMemoryStore<Enrolment>({ maxEntries: 10 }));
  const enrolment = { memberKey: '-demo-coordinator', memberId: 'RYF001' };

  it('are random, read back until they expire, and then are gone', async () => {
    const tickets = book();
    const [a, b] = [await tickets.issue(enrolment), await tickets.issue(enrolment)];
    expect(a).not.toBe(b);
    expect(await tickets.read(a)).toEqual(enrolment);
    vi.setSystemTime(Date.now() + ENROLMENT_TTL_MS + 1);
    expect(await tickets.read(a)).toBeNull();
  });

  it('refuse a forged or malformed ticket', async () => {
    const tickets = book();
    await tickets.issue(enrolment);
    expect(await tickets.read('A'.repeat(43))).toBeNull();
    expect(await tickets.read('../../teamSecrets')).toBeNull();
  });
});

describe('choosing a password', () => {
  async function setUp(secrets: Record<string, unknown> = {}) {
    const tickets = enrolmentTickets(createMemoryStore<Enrolment>({ maxEntries: 10 }));
    const ticket = await tickets.issue({ memberKey: '-demo-coordinator', memberId: 'RYF001' });
    const deps = {
      tickets,
      readTeamMembers: vi.fn(async (): Promise<unknown> => seed.teamMembers),
      // As the database's transaction: stored only where there is none, checked and written in one step.
      claimSecret: vi.fn(async (key: string, value: StoredPassword) => {
        await Promise.resolve();
        if (secrets[key] !== undefined) return false;
        secrets[key] = value;
        return true;
      }),
      hashPassword: (password: string) => hashPassword(password, FAST),
      openSession: vi.fn<ChoosePasswordDeps['openSession']>(async (member) => ({
        token: `token-for:team-${member.key}`,
        member: { memberId: member.memberId, name: member.name, role: member.role },
      })),
      log: vi.fn(),
    } satisfies ChoosePasswordDeps;
    return { deps, ticket, secrets };
  }

  it('stores the hash and opens the first session', async () => {
    const { deps, ticket, secrets } = await setUp();
    const result = await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps);
    expect(result).toEqual({
      ok: true,
      token: 'token-for:team--demo-coordinator',
      member: { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' },
    });
    expect(deps.openSession).toHaveBeenCalledTimes(1);
    expect(deps.openSession).toHaveBeenCalledWith(
      expect.objectContaining({ key: '-demo-coordinator', memberId: 'RYF001' }),
    );
    const stored = storedPasswordFrom(secrets['-demo-coordinator']);
    expect(stored && (await verifyPassword('Mango-Season-2026', stored))).toBe(true);
    // Used up.
    expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2027' }, deps)).toEqual({
      ok: false,
      code: 'invalidTicket',
    });
  });

  it.each([
    ['too short', 'short', 'tooShort'],
    ['containing the phone number', `Rain${coordinator.whatsapp}`, 'containsPhone'],
    ['on the common list', 'password12', 'tooCommon'],
    ['on the common list, in capitals', 'QWERTYUIOP', 'tooCommon'],
    ['on the common list, a keyboard row', 'qwertyuiop', 'tooCommon'],
    ['containing the member’s name', 'MyPriyaKumari#2026', 'containsName'],
    ['containing the member’s surname', 'Kumari-Season-2026', 'containsName'],
    ['containing the member ID', 'Mango-ryf001-2026', 'containsMemberId'],
  ])('refuses a password %s, and keeps the ticket for the next try', async (_, password, code) => {
    const { deps, ticket } = await setUp();
    expect(await choosePassword({ memberId: 'RYF001', ticket, password }, deps)).toEqual({ ok: false, code });
    expect(deps.claimSecret).not.toHaveBeenCalled();
    expect(deps.openSession).not.toHaveBeenCalled();
    expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps)).toMatchObject({
      ok: true,
    });
  });

  it('refuses an expired ticket', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { deps, ticket } = await setUp();
      vi.setSystemTime(Date.now() + ENROLMENT_TTL_MS + 1);
      expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps)).toEqual({
        ok: false,
        code: 'invalidTicket',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a forged ticket and a ticket for another member', async () => {
    const { deps, ticket } = await setUp();
    const password = 'Mango-Season-2026';
    expect(await choosePassword({ memberId: 'RYF001', ticket: 'B'.repeat(43), password }, deps)).toMatchObject({
      code: 'invalidTicket',
    });
    expect(await choosePassword({ memberId: 'RYF002', ticket, password }, deps)).toMatchObject({
      code: 'invalidTicket',
    });
    expect(deps.claimSecret).not.toHaveBeenCalled();
  });

  it('refuses a ticket once the member has been removed', async () => {
    const { deps, ticket } = await setUp();
    deps.readTeamMembers.mockResolvedValue({});
    expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps)).toMatchObject({
      code: 'invalidTicket',
    });
  });

  it('never replaces a password already chosen', async () => {
    const existing = await hashPassword('Chosen-first-2026', FAST);
    const { deps, ticket, secrets } = await setUp({ '-demo-coordinator': existing });
    expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps)).toEqual({
      ok: false,
      code: 'alreadyChosen',
    });
    expect(secrets['-demo-coordinator']).toBe(existing);
    expect(deps.openSession).not.toHaveBeenCalled();
  });

  it('answers alreadyChosen when the atomic claim finds a password there', async () => {
    const { deps, ticket } = await setUp();
    deps.claimSecret.mockResolvedValue(false);
    expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps)).toEqual({
      ok: false,
      code: 'alreadyChosen',
    });
    expect(deps.openSession).not.toHaveBeenCalled();
  });

  it('of two choices at once with the same ticket, the first stored wins and the other is told so', async () => {
    const { deps, ticket, secrets } = await setUp();
    const results = await Promise.all([
      choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps),
      choosePassword({ memberId: 'RYF001', ticket, password: 'Litchi-Season-2026' }, deps),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: 'alreadyChosen' }]);
    expect(deps.openSession).toHaveBeenCalledTimes(1);
    // The password stored is the winner's, and only it signs in.
    const winner = results[0]?.ok ? 'Mango-Season-2026' : 'Litchi-Season-2026';
    const stored = storedPasswordFrom(secrets['-demo-coordinator']);
    expect(stored && (await verifyPassword(winner, stored))).toBe(true);
  });

  it('answers "failed" without the password when the database fails', async () => {
    const { deps, ticket } = await setUp();
    deps.claimSecret.mockRejectedValue(new Error('No answer from the database'));
    expect(await choosePassword({ memberId: 'RYF001', ticket, password: 'Mango-Season-2026' }, deps)).toEqual({
      ok: false,
      code: 'failed',
    });
    expect(JSON.stringify(deps.log.mock.calls)).not.toContain('Mango');
  });
});
