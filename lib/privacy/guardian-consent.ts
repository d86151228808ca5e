import type { ChangeExisting } from '@/lib/firebase/admin';
import { todayInIndia } from '@/lib/forms/field-values';
import { MINOR_AGE_GROUP } from '@/lib/forms/definitions';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import { isMinorBirthDate } from '@/lib/forms/schemas';
import type { SavePrivacy } from '@/lib/forms/submission-service';
import { statusHistoryPath } from '@/lib/team/roles';
import {
  GUARDIAN_TOKEN_PATTERN,
  guardianLinkExpiry,
  guardianLinkFrom,
  guardianLinkPath,
  guardianToken,
  type GuardianLink,
} from './guardian-links';
import { noticeVersion } from './notices';
import { isAwaitingGuardian, type GuardianConsent, type NoticeRecord } from './record-state';

/**
 * A record of someone under 18 is held until a parent or guardian agrees (DPDP Act s.9): through
 * their link, or in person with a member of the team. Without that, the retention run deletes it
 * after the awaitingGuardian rule's period, and the link stops working at the same moment.
 */

/** The forms that ask a minor for a parent: the survey by age band, membership by date of birth. */
export function needsGuardianConsent(formId: FormId, record: Record<string, unknown>, today = todayInIndia()): boolean {
  if (formId === 'survey') return record.ageGroup === MINOR_AGE_GROUP;
  if (formId === 'membership')
    return typeof record.dateOfBirth === 'string' && isMinorBirthDate(record.dateOfBirth, today);
  return false;
}

/** The database a form's records live in (the survey may have a project of its own); links, histories: main. */
export type DatabaseName = 'main' | 'survey';
export const databaseOf = (formId: FormId): DatabaseName => (formId === 'survey' ? 'survey' : 'main');

export interface GuardianStore {
  read(database: DatabaseName, path: string): Promise<unknown>;
  /** Writes (or, with null, removes) every path at once, in one database. */
  update(database: DatabaseName, values: Record<string, unknown>): Promise<void>;
  /** Changes the object at `path` in one step; false, writing nothing, when nothing is there. */
  changeExisting: ChangeExisting;
}

export interface SavingDeps {
  /** The key link tokens are made with (guardianLinkKey). */
  linkKey: () => Buffer;
  now: () => number;
  store: GuardianStore;
  today?: () => string;
}

/**
 * The personal-data additions to one submission's record: the notice's version and the time it
 * was sent (the consent, where consent is the basis) and, for someone under 18, the held state
 * and the parent's link (written in the main database, where the retention run looks for it).
 * One per submission: the held state's askedAt and the link's expiry are one moment.
 */
export function formSavePrivacy({ linkKey, now, store, today = todayInIndia }: SavingDeps): SavePrivacy {
  let askedAt: number | undefined;
  return {
    recordFields(formId, record, timestamp) {
      const notice: Record<keyof NoticeRecord, unknown> = {
        noticeVersion: noticeVersion(formId),
        consentedAt: timestamp,
      };
      if (!needsGuardianConsent(formId, record, today())) return notice;
      askedAt = now();
      const guardianConsent: GuardianConsent = { state: 'awaiting', askedAt };
      return { ...notice, guardianConsent };
    },
    async beforeWrite(formId, recordKey, record) {
      if (!needsGuardianConsent(formId, record, today())) return;
      const link: GuardianLink = { form: formId, recordKey, expiresAt: guardianLinkExpiry(askedAt ?? now()) };
      await store.update('main', { [guardianLinkPath(guardianToken(linkKey(), formId, recordKey))]: link });
    },
    told(formId, recordKey, record) {
      return needsGuardianConsent(formId, record, today())
        ? { guardianToken: guardianToken(linkKey(), formId, recordKey) }
        : {};
    },
  };
}

/** What a parent is shown about the record: which form, and the child's name or age band. No more. */
export interface HeldRecordSummary {
  form: FormId;
  /** The membership's player's name. */
  name?: string;
  /** The survey's age band. */
  ageGroup?: string;
}

export type OpenedLink = { ok: true; link: GuardianLink; summary: HeldRecordSummary } | { ok: false };

const recordPath = (link: Pick<GuardianLink, 'form' | 'recordKey'>) => `${FORM_NODES[link.form]}/${link.recordKey}`;

/**
 * The held record a parent's token opens; { ok: false } for a token that is malformed, unknown,
 * expired or whose record is gone or no longer waiting, alike, so the answer never says whether a
 * record exists.
 */
export async function openGuardianLink(token: string, now: number, store: GuardianStore): Promise<OpenedLink> {
  if (!GUARDIAN_TOKEN_PATTERN.test(token)) return { ok: false };
  const link = guardianLinkFrom(await store.read('main', guardianLinkPath(token)));
  if (!link || link.expiresAt <= now) return { ok: false };
  const record = await store.read(databaseOf(link.form), recordPath(link));
  if (!isAwaitingGuardian(record)) return { ok: false };
  const raw = record as Record<string, unknown>;
  const summary: HeldRecordSummary =
    link.form === 'membership'
      ? { form: link.form, ...(typeof raw.fullName === 'string' ? { name: raw.fullName } : {}) }
      : { form: link.form, ...(typeof raw.ageGroup === 'string' ? { ageGroup: raw.ageGroup } : {}) };
  return { ok: true, link, summary };
}

export type GuardianDecision = 'agree' | 'refuse';

const askedAtOf = (record: unknown): number => {
  const consent = (record as { guardianConsent?: { askedAt?: unknown } } | null)?.guardianConsent;
  return typeof consent?.askedAt === 'number' ? consent.askedAt : 0;
};

/**
 * Marks a held record confirmed, in one step with reading it: false when it is gone (the nightly
 * run or the parent's refusal deleted it meanwhile; nothing is brought back) or no longer held.
 */
async function release(
  store: GuardianStore,
  form: FormId,
  path: string,
  now: number,
  confirmedBy: Extract<GuardianConsent, { state: 'confirmed' }>['confirmedBy'],
): Promise<boolean> {
  let released = false;
  const found = await store.changeExisting(databaseOf(form), path, (current) => {
    released = isAwaitingGuardian(current);
    if (!released) return current;
    const guardianConsent: GuardianConsent = {
      state: 'confirmed',
      askedAt: askedAtOf(current),
      confirmedAt: now,
      confirmedBy,
    };
    return { ...current, guardianConsent };
  });
  return found && released;
}

/**
 * A parent's answer. Agree: the record is released (confirmed by the parent) and the link
 * deleted. Refuse: the record, its status history and the link are deleted. An invalid link
 * changes nothing and answers 'invalid'.
 */
export async function answerGuardian(
  token: string,
  decision: GuardianDecision,
  now: number,
  store: GuardianStore,
): Promise<'confirmed' | 'refused' | 'invalid'> {
  const opened = await openGuardianLink(token, now, store);
  if (!opened.ok) return 'invalid';
  const { link } = opened;
  const linkPath = guardianLinkPath(token);
  if (decision === 'refuse') {
    await store.update(databaseOf(link.form), { [recordPath(link)]: null });
    await store.update('main', {
      [statusHistoryPath(link.form, link.recordKey)]: null,
      [linkPath]: null,
    });
    return 'refused';
  }
  const released = await release(store, link.form, recordPath(link), now, 'parent');
  await store.update('main', { [linkPath]: null });
  return released ? 'confirmed' : 'invalid';
}

/**
 * A member recorded the parent's consent taken in person: the record is released, and its link
 * (derived again from the record's key) deleted. 'notWaiting' when the record is not held (gone,
 * or confirmed already).
 */
export async function confirmInPerson(
  form: FormId,
  recordKey: string,
  member: { memberId: string; name: string },
  now: number,
  deps: { store: GuardianStore; linkKey: () => Buffer },
): Promise<'confirmed' | 'notWaiting'> {
  const path = `${FORM_NODES[form]}/${recordKey}`;
  const confirmedBy = { memberId: member.memberId, name: member.name };
  if (!(await release(deps.store, form, path, now, confirmedBy))) return 'notWaiting';
  await deps.store.update('main', { [guardianLinkPath(guardianToken(deps.linkKey(), form, recordKey))]: null });
  return 'confirmed';
}
