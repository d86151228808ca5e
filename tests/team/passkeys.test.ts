// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/shared-store/memory';
import type { TeamMemberRecord } from '@/lib/team/members';
import {
  addPasskey,
  authenticationOptions,
  listPasskeys,
  MAX_PASSKEYS_PER_MEMBER,
  passkeySignIn,
  registrationOptions,
  removePasskey,
  renamePasskey,
  type PasskeyRecords,
  type PasskeySignInDeps,
  type StoredPasskey,
} from '@/lib/team/passkeys';
import { PASSKEY_CHALLENGE_TTL_MS, passkeyChallenges, type StoredChallenge } from '@/lib/team/passkeys-challenges';
import { fakeAuthenticator, type FakePasskey } from '../support/fake-authenticator';

const ORIGIN = 'https://example.org';
const RP = { rpID: 'example.org', origin: ORIGIN };

const priya: TeamMemberRecord = {
  key: '-priya',
  memberId: 'RYF001',
  name: 'Priya',
  role: 'Coordinator',
  whatsapp: '1',
};
const rahul: TeamMemberRecord = { key: '-rahul', memberId: 'RYF002', name: 'Rahul', role: 'RUFC Coach', whatsapp: '2' };

/** teamPasskeys as a plain object, with the records interface the service gives the database. */
function fakeDatabase() {
  const nodes: Record<string, Record<string, StoredPasskey>> = {};
  const records: PasskeyRecords = {
    list: async (memberKey) => structuredClone(nodes[memberKey] ?? null),
    get: async (memberKey, id) => structuredClone(nodes[memberKey]?.[id] ?? null),
    put: async (memberKey, id, passkey) => {
      (nodes[memberKey] ??= {})[id] = structuredClone(passkey);
    },
    change: async (memberKey, id, fields) => {
      const passkey = nodes[memberKey]?.[id];
      if (passkey) Object.assign(passkey, fields);
    },
    remove: async (memberKey, id) => {
      delete nodes[memberKey]?.[id];
    },
  };
  return { nodes, records };
}

function setUp() {
  let now = 1_750_000_000_000;
  const database = fakeDatabase();
  const team: Record<string, unknown> = { [priya.key]: { ...priya }, [rahul.key]: { ...rahul } };
  const store = createMemoryStore<StoredChallenge>({ maxEntries: 100, now: () => now });
  const startSession = vi.fn(async (member: TeamMemberRecord) => ({
    token: `token-for-${member.key}`,
    member: { memberId: member.memberId, name: member.name, role: member.role },
  }));
  const deps: PasskeySignInDeps = {
    records: database.records,
    challenges: passkeyChallenges(store),
    now: () => now,
    readTeamMembers: async () => team,
    startSession,
  };
  const authenticator = fakeAuthenticator();
  /** Adds a passkey for `member` the way the workspace does: options, the authenticator, the check. */
  const enrol = async (member: TeamMemberRecord, name = 'My phone'): Promise<FakePasskey> => {
    const { challengeId, options } = await registrationOptions(member, RP, deps);
    const made = authenticator.register(options, ORIGIN);
    const added = await addPasskey(member, { challengeId, name, response: made.response }, RP, deps);
    expect(added.ok).toBe(true);
    return made.passkey;
  };
  const signInWith = async (passkey: FakePasskey, origin = ORIGIN) => {
    const { challengeId, options } = await authenticationOptions(RP, deps);
    return passkeySignIn(
      { challengeId, response: authenticator.authenticate(options, passkey, origin) },
      RP,
      deps,
      () => {},
    );
  };
  return {
    database,
    team,
    deps,
    authenticator,
    enrol,
    signInWith,
    startSession,
    advance: (ms: number) => (now += ms),
  };
}

describe('adding a passkey', () => {
  it('asks for a verified, preferably discoverable passkey of this site carrying the member’s record key', async () => {
    const { deps, enrol } = setUp();
    const existing = await enrol(priya);
    const { options, challengeId } = await registrationOptions(priya, RP, deps);
    expect(options.rp).toEqual({ id: 'example.org', name: 'Rohtas Yuva Foundation' });
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe('-priya');
    expect(options.user.name).toBe('RYF001');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'required' });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([existing.id]);
    expect(challengeId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('keeps the passkey with its name and times, and lists it for its member only', async () => {
    const { deps, enrol, database } = setUp();
    const passkey = await enrol(priya, '  Priya’s phone  ');
    expect(await listPasskeys(priya, deps)).toEqual([
      { id: passkey.id, name: 'Priya’s phone', createdAt: 1_750_000_000_000, lastUsedAt: null },
    ]);
    expect(database.nodes['-priya']?.[passkey.id]).toMatchObject({ counter: 0, transports: ['internal'] });
    expect(await listPasskeys(rahul, deps)).toEqual([]);
  });

  it('refuses an answer from another site, for another RP ID or without user verification', async () => {
    const { deps } = setUp();
    for (const [authenticator, origin] of [
      [fakeAuthenticator(), 'https://evil.example'],
      [fakeAuthenticator({ verified: false }), ORIGIN],
    ] as const) {
      const { challengeId, options } = await registrationOptions(priya, RP, deps);
      const { response } = authenticator.register(options, origin);
      expect(await addPasskey(priya, { challengeId, name: 'x', response }, RP, deps)).toEqual({
        ok: false,
        code: 'rejected',
      });
    }
    const { challengeId, options } = await registrationOptions(priya, RP, deps);
    const { response } = fakeAuthenticator().register(
      { ...options, rp: { ...options.rp, id: 'evil.example' } },
      ORIGIN,
    );
    expect((await addPasskey(priya, { challengeId, name: 'x', response }, RP, deps)).ok).toBe(false);
    expect(await listPasskeys(priya, deps)).toEqual([]);
  });

  it('takes each challenge once, for the member it was issued to, within five minutes', async () => {
    const { deps, authenticator, advance } = setUp();
    const first = await registrationOptions(priya, RP, deps);
    const made = authenticator.register(first.options, ORIGIN);
    // Another member cannot spend Priya's challenge (and spending it that way uses it up).
    const stolen = await addPasskey(
      rahul,
      { challengeId: first.challengeId, name: 'x', response: made.response },
      RP,
      deps,
    );
    expect(stolen).toEqual({ ok: false, code: 'expired' });
    expect(
      await addPasskey(priya, { challengeId: first.challengeId, name: 'x', response: made.response }, RP, deps),
    ).toEqual({ ok: false, code: 'expired' });

    const second = await registrationOptions(priya, RP, deps);
    const again = authenticator.register(second.options, ORIGIN);
    expect(
      (await addPasskey(priya, { challengeId: second.challengeId, name: 'x', response: again.response }, RP, deps)).ok,
    ).toBe(true);
    expect(
      await addPasskey(priya, { challengeId: second.challengeId, name: 'x', response: again.response }, RP, deps),
    ).toEqual({ ok: false, code: 'expired' });

    const late = await registrationOptions(priya, RP, deps);
    advance(PASSKEY_CHALLENGE_TTL_MS);
    const lateAnswer = authenticator.register(late.options, ORIGIN);
    expect(
      await addPasskey(priya, { challengeId: late.challengeId, name: 'x', response: lateAnswer.response }, RP, deps),
    ).toEqual({ ok: false, code: 'expired' });
  });

  it(`stops at ${MAX_PASSKEYS_PER_MEMBER} passkeys`, async () => {
    const { deps, enrol, authenticator } = setUp();
    for (let n = 0; n < MAX_PASSKEYS_PER_MEMBER; n += 1) await enrol(priya, `Key ${n}`);
    const { challengeId, options } = await registrationOptions(priya, RP, deps);
    const { response } = authenticator.register(options, ORIGIN);
    expect(await addPasskey(priya, { challengeId, name: 'One more', response }, RP, deps)).toEqual({
      ok: false,
      code: 'tooMany',
    });
  });
});

describe('managing passkeys', () => {
  it('renames and removes the member’s own passkeys, and no one else’s', async () => {
    const { deps, enrol } = setUp();
    const own = await enrol(priya, 'Phone');
    const others = await enrol(rahul, 'Rahul’s phone');

    expect(await renamePasskey(priya, own.id, ' Old phone ', deps)).toEqual({ ok: true });
    expect((await listPasskeys(priya, deps))[0]?.name).toBe('Old phone');
    expect(await renamePasskey(priya, others.id, 'Mine now', deps)).toEqual({ ok: false, code: 'notFound' });
    expect(await removePasskey(priya, others.id, deps)).toEqual({ ok: false, code: 'notFound' });
    expect((await listPasskeys(rahul, deps)).map((p) => p.name)).toEqual(['Rahul’s phone']);

    expect(await removePasskey(priya, own.id, deps)).toEqual({ ok: true });
    expect(await listPasskeys(priya, deps)).toEqual([]);
    expect(await removePasskey(priya, own.id, deps)).toEqual({ ok: false, code: 'notFound' });
  });
});

describe('signing in with a passkey', () => {
  it('asks for a verified passkey of this site, naming no member', async () => {
    const { deps } = setUp();
    const { options } = await authenticationOptions(RP, deps);
    expect(options).toMatchObject({ rpId: 'example.org', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('starts the member’s session, and notes when the passkey was used', async () => {
    const { enrol, signInWith, startSession, advance, deps } = setUp();
    const passkey = await enrol(priya);
    advance(60_000);
    expect(await signInWith(passkey)).toEqual({
      ok: true,
      token: 'token-for--priya',
      member: { memberId: 'RYF001', name: 'Priya', role: 'Coordinator' },
    });
    expect(startSession).toHaveBeenCalledWith(expect.objectContaining({ key: '-priya', memberId: 'RYF001' }));
    expect((await listPasskeys(priya, deps))[0]?.lastUsedAt).toBe(1_750_000_060_000);
    // The counter moved on, so the next sign-in (counter 2) is accepted too.
    expect((await signInWith(passkey)).ok).toBe(true);
  });

  it('signs nobody in with a removed passkey, or the passkey of a member taken off the team', async () => {
    const { enrol, signInWith, deps, team, startSession } = setUp();
    const priyas = await enrol(priya);
    const rahuls = await enrol(rahul);
    await removePasskey(priya, priyas.id, deps);
    expect(await signInWith(priyas)).toEqual({ ok: false, code: 'passkeyUnknown' });
    delete team[rahul.key];
    expect(await signInWith(rahuls)).toEqual({ ok: false, code: 'passkeyUnknown' });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('refuses a passkey that claims another member, a wrong signature, a replayed counter or another site', async () => {
    const { enrol, signInWith, deps, authenticator, startSession } = setUp();
    const priyas = await enrol(priya);
    await enrol(rahul);
    // Priya's key, presented as Rahul's.
    const claimed = { ...priyas, userHandle: Buffer.from('-rahul').toString('base64url') };
    expect(await signInWith(claimed)).toEqual({ ok: false, code: 'passkeyUnknown' });
    // A key nobody added, under Priya's credential id.
    const forged = {
      ...fakeAuthenticator().register((await registrationOptions(priya, RP, deps)).options, ORIGIN).passkey,
      id: priyas.id,
    };
    expect(await signInWith(forged)).toEqual({ ok: false, code: 'passkeyUnknown' });
    // A cloned authenticator whose counter went backwards.
    expect((await signInWith(priyas)).ok).toBe(true);
    expect(await signInWith({ ...priyas, counter: 0 })).toEqual({ ok: false, code: 'passkeyUnknown' });
    // A phishing page's origin.
    expect(await signInWith(priyas, 'https://evil.example')).toEqual({ ok: false, code: 'passkeyUnknown' });
    const { challengeId, options } = await authenticationOptions(RP, deps);
    const wrongRp = authenticator.authenticate(options, priyas, ORIGIN, { rpID: 'evil.example' });
    expect(await passkeySignIn({ challengeId, response: wrongRp }, RP, deps, () => {})).toEqual({
      ok: false,
      code: 'passkeyUnknown',
    });
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it('takes each sign-in challenge once and within five minutes, and not a registration one', async () => {
    const { enrol, deps, authenticator, advance } = setUp();
    const passkey = await enrol(priya);
    const { challengeId, options } = await authenticationOptions(RP, deps);
    const response = authenticator.authenticate(options, passkey, ORIGIN);
    expect((await passkeySignIn({ challengeId, response }, RP, deps)).ok).toBe(true);
    expect(await passkeySignIn({ challengeId, response }, RP, deps)).toEqual({ ok: false, code: 'passkeyExpired' });

    const late = await authenticationOptions(RP, deps);
    advance(PASSKEY_CHALLENGE_TTL_MS);
    const lateAnswer = authenticator.authenticate(late.options, passkey, ORIGIN);
    expect(await passkeySignIn({ challengeId: late.challengeId, response: lateAnswer }, RP, deps)).toEqual({
      ok: false,
      code: 'passkeyExpired',
    });

    const registration = await registrationOptions(priya, RP, deps);
    const wrongKind = authenticator.authenticate(
      { challenge: registration.options.challenge, rpId: RP.rpID },
      passkey,
      ORIGIN,
    );
    expect(await passkeySignIn({ challengeId: registration.challengeId, response: wrongKind }, RP, deps)).toEqual({
      ok: false,
      code: 'passkeyExpired',
    });
  });

  it('answers `failed` when the database does not answer', async () => {
    const { enrol, deps, authenticator } = setUp();
    const passkey = await enrol(priya);
    const { challengeId, options } = await authenticationOptions(RP, deps);
    const response = authenticator.authenticate(options, passkey, ORIGIN);
    const log = vi.fn();
    const broken = { ...deps, readTeamMembers: () => Promise.reject(new Error('no answer')) };
    expect(await passkeySignIn({ challengeId, response }, RP, broken, log)).toEqual({ ok: false, code: 'failed' });
    expect(log).toHaveBeenCalledWith('Passkey sign-in failed', 'no answer');
  });
});
