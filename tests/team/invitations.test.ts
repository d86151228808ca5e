// @vitest-environment node
import { describe, expect, it } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import demoCodes from '@/lib/firebase/seed/demo-invitations.json';
import { invitationHash, looksLikeInvitationCode } from '@/lib/team/invitation-codes';
import { dateSeedInvitations, INVITATION_TTL_MS } from '@/lib/team/invitation-rules.mjs';
import { invitationPath, issueInvitation, redeemInvitation, type StoredInvitation } from '@/lib/team/invitations';
import { fakeInvitationDatabase, type FakeInvitationDatabase } from '../support/fake-invitation-database';

const START = Date.UTC(2026, 10, 23, 6);
const KEY = '-demo-coach';

const fakeDatabase = () => fakeInvitationDatabase(START);

const stored = (db: FakeInvitationDatabase) => db.nodes.get(invitationPath(KEY)) as StoredInvitation | undefined;

describe('issuing an invitation', () => {
  it('stores only the hash, who made it, and an expiry 72 hours on', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    expect(looksLikeInvitationCode(code)).toBe(true);
    expect(stored(db)).toEqual({
      hash: invitationHash(code),
      createdAt: START,
      expiresAt: START + INVITATION_TTL_MS,
      createdBy: 'RYF001',
    });
    expect(JSON.stringify([...db.nodes])).not.toContain(code);
    expect(JSON.stringify([...db.nodes])).not.toContain(code.replace('-', ''));
  });

  it('replaces an earlier invitation: only the newest code works', async () => {
    const db = fakeDatabase();
    const first = await issueInvitation(KEY, 'RYF001', db);
    const second = await issueInvitation(KEY, 'RYF001', db);
    expect(await redeemInvitation(KEY, first, db)).toBe(false);
    expect(await redeemInvitation(KEY, second, db)).toBe(true);
  });
});

describe('redeeming an invitation', () => {
  it('works once, however the code is typed, and is then gone', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    expect(await redeemInvitation(KEY, ` ${code.toLowerCase().replace('-', ' ')} `, db)).toBe(true);
    expect(stored(db)).toBeUndefined();
    expect(await redeemInvitation(KEY, code, db)).toBe(false);
  });

  it('refuses a wrong code and keeps the invitation for the right one', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    const wrong = code.endsWith('2') ? `${code.slice(0, -1)}3` : `${code.slice(0, -1)}2`;
    expect(await redeemInvitation(KEY, wrong, db)).toBe(false);
    expect(await redeemInvitation(KEY, '9006543210', db)).toBe(false);
    expect(stored(db)).toMatchObject({ hash: invitationHash(code) });
    expect(await redeemInvitation(KEY, code, db)).toBe(true);
  });

  it('refuses another member’s code', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation('-demo-volunteer', 'RYF001', db);
    expect(await redeemInvitation(KEY, code, db)).toBe(false);
  });

  it('works until just before 72 hours', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    db.advance(INVITATION_TTL_MS - 1);
    expect(await redeemInvitation(KEY, code, db)).toBe(true);
  });

  it('refuses an expired code and removes it', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    db.advance(INVITATION_TTL_MS);
    expect(await redeemInvitation(KEY, code, db)).toBe(false);
    expect(stored(db)).toBeUndefined();
  });

  it('answers false when the member has no invitation', async () => {
    expect(await redeemInvitation(KEY, 'CQ7RK-M4TWZ', fakeDatabase())).toBe(false);
  });

  it('of two redeems of one code at the same moment, exactly one succeeds', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    const results = await Promise.all([redeemInvitation(KEY, code, db), redeemInvitation(KEY, code, db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(stored(db)).toBeUndefined();
  });

  it('of ten parallel redeems, exactly one succeeds', async () => {
    const db = fakeDatabase();
    const code = await issueInvitation(KEY, 'RYF001', db);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeemInvitation(KEY, code, db)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('the demo seed’s invitations', () => {
  const members = Object.entries(seed.teamMembers);
  const invitations: Record<string, { hash: string }> = seed.teamInvitations;

  it('hold, for each demo member, the hash of the code the README lists', () => {
    expect(Object.keys(demoCodes).sort()).toEqual(members.map(([, m]) => m.memberId).sort());
    for (const [memberId, code] of Object.entries(demoCodes)) {
      const key = members.find(([, m]) => m.memberId === memberId)?.[0] ?? '';
      expect(looksLikeInvitationCode(code), memberId).toBe(true);
      expect(invitations[key]?.hash, memberId).toBe(invitationHash(code));
    }
  });

  it('are dated from the moment the demo database is seeded, for 72 hours', () => {
    const dated = dateSeedInvitations(seed, START);
    for (const invitation of Object.values(dated.teamInvitations)) {
      expect(invitation).toMatchObject({ createdAt: START, expiresAt: START + INVITATION_TTL_MS });
    }
    expect(dated.teamMembers).toBe(seed.teamMembers);
    // The seed file itself is left as it is.
    expect(Object.values(seed.teamInvitations).every((i) => i.expiresAt === 0)).toBe(true);
  });

  it('a seed without invitations is left as it is', () => {
    const data = { teamMembers: {} };
    expect(dateSeedInvitations(data, START)).toBe(data);
  });

  it('a dated demo code redeems once', async () => {
    const db = fakeDatabase();
    const dated = dateSeedInvitations(seed, START);
    db.nodes.set(invitationPath('-demo-coordinator'), dated.teamInvitations['-demo-coordinator']);
    expect(await redeemInvitation('-demo-coordinator', demoCodes.RYF001, db)).toBe(true);
    expect(await redeemInvitation('-demo-coordinator', demoCodes.RYF001, db)).toBe(false);
  });
});
