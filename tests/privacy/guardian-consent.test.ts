// @vitest-environment node
// A minor's record held for a parent: saved with the notice's version and time and its held
// state, a link whose token a repeat answers again, and the parent's and the team's answers.
import { describe, expect, it, vi } from 'vitest';
import { answerFormPost, type HeldSubmission } from '@/lib/forms/form-post';
import { acceptSubmission } from '@/lib/forms/accept-submission';
import { createMemoryStore } from '@/lib/shared-store/memory';
import {
  answerGuardian,
  confirmInPerson,
  formSavePrivacy,
  needsGuardianConsent,
  openGuardianLink,
  type GuardianStore,
} from '@/lib/privacy/guardian-consent';
import {
  GUARDIAN_TOKEN_PATTERN,
  guardianLinkKey,
  guardianLinkPath,
  guardianToken,
  guardianTokenHash,
} from '@/lib/privacy/guardian-links';
import { noticeVersion } from '@/lib/privacy/notices';
import { isAwaitingGuardian } from '@/lib/privacy/record-state';
import { inPersonConsentSchema } from '@/lib/privacy/in-person-consent';
import { validContact, validMembership, validMinorMembership, validMinorSurvey, validSurvey } from '../forms/examples';
import { memorySubmissionStore } from '../support/memory-submissions';

vi.mock('server-only', () => ({}));

const KEY = guardianLinkKey('k'.repeat(43));
const NOW = Date.parse('2026-11-21T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const TODAY = () => '2026-11-21';
const SERVER_TIME = { '.sv': 'timestamp' };

/** The main database (and the survey's, the same here) in memory: paths as keys. */
function memoryDatabase() {
  const { store: submissions, data } = memorySubmissionStore(SERVER_TIME);
  const guardian: GuardianStore = {
    read: async (_database, path) => {
      if (data.has(path)) return data.get(path);
      // A child path of a stored record (the record is stored whole).
      const parent = [...data.keys()].find((key) => path.startsWith(`${key}/`));
      if (!parent) return null;
      return path
        .slice(parent.length + 1)
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | null)?.[part] ?? null, data.get(parent));
    },
    update: async (_database, values) => {
      for (const [path, value] of Object.entries(values)) {
        const parent = [...data.keys()].find((key) => path.startsWith(`${key}/`));
        if (parent && value !== null) {
          const child = path.slice(parent.length + 1);
          data.set(parent, { ...(data.get(parent) as object), [child]: value });
        } else if (value === null) data.delete(path);
        else data.set(path, value);
      }
    },
    changeExisting: (_database, path, change) => submissions.changeExisting(path, change),
  };
  const paths = (prefix: string) => [...data.keys()].filter((path) => path.startsWith(prefix));
  return { data, submissions, guardian, paths };
}

const privacyFor = (db: ReturnType<typeof memoryDatabase>, now = NOW) =>
  formSavePrivacy({ linkKey: () => KEY, now: () => now, store: db.guardian, today: TODAY });

async function sendMinorMembership(db = memoryDatabase(), submissionId = '0f8fad5b-d9cb-469f-a165-70867728950e') {
  const answer = await acceptSubmission(
    'membership',
    { submissionId, values: validMinorMembership },
    { store: async () => db.submissions, privacy: privacyFor(db), log: () => {} },
  );
  if (!answer.ok || !answer.guardianToken) throw new Error('not held');
  return { db, token: answer.guardianToken, answer };
}

describe('who is held for a parent', () => {
  it('is someone under 18: the survey by its 14-17 band, membership by the date of birth', () => {
    expect(needsGuardianConsent('survey', { ageGroup: '14-17' })).toBe(true);
    expect(needsGuardianConsent('survey', { ageGroup: '18-21' })).toBe(false);
    expect(needsGuardianConsent('membership', { dateOfBirth: '2011-06-01' }, '2026-11-21')).toBe(true);
    expect(needsGuardianConsent('membership', { dateOfBirth: '2008-11-21' }, '2026-11-21')).toBe(false);
    expect(needsGuardianConsent('contact', { ageGroup: '14-17' })).toBe(false);
  });
});

describe('a saved record', () => {
  it('keeps the notice’s version and the server’s time, whatever the form', async () => {
    const db = memoryDatabase();
    const answer = await acceptSubmission(
      'contact',
      { submissionId: '1f8fad5b-d9cb-469f-a165-70867728950e', values: validContact },
      { store: async () => db.submissions, privacy: privacyFor(db), log: () => {} },
    );
    expect(answer).toEqual({ ok: true, reference: expect.stringMatching(/^MSG-/) });
    const [path = ''] = db.paths('contactMessages/');
    expect(db.data.get(path)).toMatchObject({ noticeVersion: noticeVersion('contact'), consentedAt: SERVER_TIME });
    expect(isAwaitingGuardian(db.data.get(path))).toBe(false);
  });

  it('sent without scripts keeps them too', async () => {
    const db = memoryDatabase();
    const data = new FormData();
    for (const [name, value] of Object.entries(validContact)) {
      if (value !== false) data.append(name, value === true ? 'on' : String(value));
    }
    const answer = await answerFormPost('contact', data, {
      address: '203.0.113.7',
      held: createMemoryStore<HeldSubmission>({ maxEntries: 10 }),
      store: async () => db.submissions,
      privacy: privacyFor(db),
      log: () => {},
    });
    expect(answer).toMatchObject({ kind: 'sent' });
    const [path = ''] = db.paths('contactMessages/');
    expect(db.data.get(path)).toMatchObject({ noticeVersion: noticeVersion('contact'), consentedAt: SERVER_TIME });
  });

  it('of an adult is not held and gets no link', async () => {
    const db = memoryDatabase();
    const answer = await acceptSubmission(
      'membership',
      { submissionId: '2f8fad5b-d9cb-469f-a165-70867728950e', values: validMembership },
      { store: async () => db.submissions, privacy: privacyFor(db), log: () => {} },
    );
    expect(answer).not.toHaveProperty('guardianToken');
    expect(db.paths('guardianLinks/')).toEqual([]);
  });

  it('of a minor is held, with a link to the record that expires with the 14 days', async () => {
    const { db, token } = await sendMinorMembership();
    expect(token).toMatch(GUARDIAN_TOKEN_PATTERN);
    const [recordPath = ''] = db.paths('rufcMembershipApplications/');
    expect(db.data.get(recordPath)).toMatchObject({ guardianConsent: { state: 'awaiting', askedAt: NOW } });
    expect(isAwaitingGuardian(db.data.get(recordPath))).toBe(true);
    expect(db.data.get(guardianLinkPath(token))).toEqual({
      form: 'membership',
      recordKey: recordPath.split('/')[1],
      expiresAt: NOW + 14 * DAY,
    });
    // Only the token's hash is stored.
    expect(db.paths('guardianLinks/')).toEqual([`guardianLinks/${guardianTokenHash(token)}`]);
    expect([...db.data.values()].some((value) => JSON.stringify(value).includes(token))).toBe(false);
  });

  it('of a minor sent again (the same submission) answers the same link and writes nothing new', async () => {
    const { db, token } = await sendMinorMembership();
    const before = new Map(db.data);
    const { token: again } = await sendMinorMembership(db);
    expect(again).toBe(token);
    expect(db.data).toEqual(before);
  });

  it('of a minor is never stored without its link: when writing the link fails, sending again writes both', async () => {
    const db = memoryDatabase();
    const update = db.guardian.update;
    let failOnce = true;
    db.guardian.update = async (database, values) => {
      if (failOnce && Object.keys(values).some((path) => path.startsWith('guardianLinks/'))) {
        failOnce = false;
        throw new Error('the database did not answer');
      }
      return update(database, values);
    };
    const submission = { submissionId: '5f8fad5b-d9cb-469f-a165-70867728950e', values: validMinorMembership };
    const deps = { store: async () => db.submissions, privacy: privacyFor(db), log: () => {} };
    expect(await acceptSubmission('membership', submission, deps)).toMatchObject({ ok: false });
    expect(db.paths('rufcMembershipApplications/')).toEqual([]);
    expect(db.paths('guardianLinks/')).toEqual([]);
    const again = await acceptSubmission('membership', submission, { ...deps, privacy: privacyFor(db) });
    if (!again.ok || !again.guardianToken) throw new Error('not held');
    expect(db.paths('rufcMembershipApplications/')).toHaveLength(1);
    expect(await openGuardianLink(again.guardianToken, NOW, db.guardian)).toMatchObject({ ok: true });
  });

  it('of a 14-17 survey answer is held too', async () => {
    const db = memoryDatabase();
    const answer = await acceptSubmission(
      'survey',
      { submissionId: '3f8fad5b-d9cb-469f-a165-70867728950e', values: validMinorSurvey },
      { store: async () => db.submissions, privacy: privacyFor(db), log: () => {} },
    );
    expect(answer).toMatchObject({ ok: true, guardianToken: expect.stringMatching(GUARDIAN_TOKEN_PATTERN) });
    const adult = await acceptSubmission(
      'survey',
      { submissionId: '4f8fad5b-d9cb-469f-a165-70867728950e', values: validSurvey },
      { store: async () => db.submissions, privacy: privacyFor(db), log: () => {} },
    );
    expect(adult).not.toHaveProperty('guardianToken');
  });
});

describe('the link token', () => {
  it('is the HMAC of the form and record key: the same each time, another for another record or key', () => {
    const token = guardianToken(KEY, 'membership', '-abc');
    expect(guardianToken(KEY, 'membership', '-abc')).toBe(token);
    expect(guardianToken(KEY, 'membership', '-abd')).not.toBe(token);
    expect(guardianToken(KEY, 'survey', '-abc')).not.toBe(token);
    expect(guardianToken(guardianLinkKey('q'.repeat(43)), 'membership', '-abc')).not.toBe(token);
    expect(guardianTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the parent's answer", () => {
  it('opens the record with no more than the form and the name', async () => {
    const { db, token } = await sendMinorMembership();
    expect(await openGuardianLink(token, NOW, db.guardian)).toEqual({
      ok: true,
      link: expect.objectContaining({ form: 'membership' }),
      summary: { form: 'membership', name: 'Sonu Kumar' },
    });
  });

  it('agree: the record is confirmed by the parent and the link is gone', async () => {
    const { db, token } = await sendMinorMembership();
    expect(await answerGuardian(token, 'agree', NOW + DAY, db.guardian)).toBe('confirmed');
    const [recordPath = ''] = db.paths('rufcMembershipApplications/');
    expect(db.data.get(recordPath)).toMatchObject({
      guardianConsent: { state: 'confirmed', confirmedBy: 'parent', confirmedAt: NOW + DAY, askedAt: NOW },
    });
    expect(isAwaitingGuardian(db.data.get(recordPath))).toBe(false);
    expect(db.paths('guardianLinks/')).toEqual([]);
    // The link is used up: a second answer is told it is not valid.
    expect(await answerGuardian(token, 'refuse', NOW + DAY, db.guardian)).toBe('invalid');
    expect(db.paths('rufcMembershipApplications/')).toHaveLength(1);
  });

  it('agree on a record the nightly run deletes at that moment: invalid, and nothing of it comes back', async () => {
    const { db, token } = await sendMinorMembership();
    const [recordPath = ''] = db.paths('rufcMembershipApplications/');
    const store = {
      ...db.guardian,
      changeExisting: async (...args: Parameters<typeof db.guardian.changeExisting>) => {
        db.data.delete(recordPath);
        return db.guardian.changeExisting(...args);
      },
    };
    expect(await answerGuardian(token, 'agree', NOW + DAY, store)).toBe('invalid');
    expect(db.paths('rufcMembershipApplications/')).toEqual([]);
    expect(db.paths('guardianLinks/')).toEqual([]);
  });

  it('refuse: the record, its history and the link are deleted', async () => {
    const { db, token } = await sendMinorMembership();
    const [recordPath = ''] = db.paths('rufcMembershipApplications/');
    const historyPath = `statusHistory/${recordPath}`;
    db.data.set(historyPath, { '-h1': { status: 'contacted' } });
    expect(await answerGuardian(token, 'refuse', NOW, db.guardian)).toBe('refused');
    expect(db.paths('rufcMembershipApplications/')).toEqual([]);
    expect(db.paths('statusHistory/')).toEqual([]);
    expect(db.paths('guardianLinks/')).toEqual([]);
  });

  it('an expired, unknown or malformed token answers alike and changes nothing', async () => {
    const { db, token } = await sendMinorMembership();
    const before = new Map(db.data);
    const unknown = guardianToken(KEY, 'membership', '-nobody');
    for (const [candidate, now] of [
      [token, NOW + 14 * DAY],
      [unknown, NOW],
      ['not-a-token', NOW],
    ] as const) {
      expect(await openGuardianLink(candidate, now, db.guardian)).toEqual({ ok: false });
      expect(await answerGuardian(candidate, 'agree', now, db.guardian)).toBe('invalid');
      expect(await answerGuardian(candidate, 'refuse', now, db.guardian)).toBe('invalid');
    }
    expect(db.data).toEqual(before);
  });
});

describe('consent taken in person', () => {
  it('confirms a held record by the member, deletes its link, and refuses a record not waiting', async () => {
    const { db } = await sendMinorMembership();
    const [recordPath = ''] = db.paths('rufcMembershipApplications/');
    const recordKey = recordPath.split('/')[1] ?? '';
    const member = { memberId: 'RYF002', name: 'Rahul Singh' };
    const deps = { store: db.guardian, linkKey: () => KEY };
    expect(await confirmInPerson('membership', recordKey, member, NOW + DAY, deps)).toBe('confirmed');
    expect(db.data.get(recordPath)).toMatchObject({
      guardianConsent: { state: 'confirmed', confirmedBy: member, confirmedAt: NOW + DAY },
    });
    expect(db.paths('guardianLinks/')).toEqual([]);
    expect(await confirmInPerson('membership', recordKey, member, NOW + DAY, deps)).toBe('notWaiting');
    expect(await confirmInPerson('membership', '-nobody', member, NOW, deps)).toBe('notWaiting');
  });

  it('is asked for with a form that holds minors and a record key, nothing else', () => {
    expect(inPersonConsentSchema.safeParse({ form: 'membership', recordKey: '-Nabc_12' }).success).toBe(true);
    expect(inPersonConsentSchema.safeParse({ form: 'complaint', recordKey: '-Nabc' }).success).toBe(false);
    expect(inPersonConsentSchema.safeParse({ form: 'survey', recordKey: '../teamMembers' }).success).toBe(false);
    expect(inPersonConsentSchema.safeParse({ form: 'survey', recordKey: '' }).success).toBe(false);
  });
});
