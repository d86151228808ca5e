/**
 * What the personal-data work adds to a saved form record (beside the form's own fields,
 * `createdAt` and `reference`). Written by the server only.
 */

/** The notice a person was shown, and when they sent the form (their consent, where consent is the basis). */
export interface NoticeRecord {
  /** The version of the notice's text (lib/privacy/notices.ts), e.g. '2026-11-28'. */
  noticeVersion: string;
  /** Server time of the submission; for a consent form, when the box was ticked and sent. */
  consentedAt: number;
}

/**
 * A record of someone under 18 is held until a parent or guardian agrees: not shown in the inbox
 * as active, not counted in insights. Unconfirmed 14 days after `askedAt`, it is deleted.
 */
export type GuardianConsent =
  | { state: 'awaiting'; askedAt: number }
  | {
      state: 'confirmed';
      askedAt: number;
      confirmedAt: number;
      confirmedBy: 'parent' | { memberId: string; name: string };
    };

/** Set when a record's personal fields were removed (erasure or retention); the rest is kept. */
export interface ErasureMark {
  erasedAt: number;
  /** Why: a person's request (its key) or the retention rule's id. */
  erasedBecause: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Read with the records themselves (the inbox and the insights, which build on lib/forms, use it).
export { isAwaitingGuardian } from '@/lib/forms/record-hold';

/** Whether a raw record's personal fields have been removed. */
export function isErased(raw: unknown): boolean {
  return isObject(raw) && typeof raw.erasedAt === 'number';
}
