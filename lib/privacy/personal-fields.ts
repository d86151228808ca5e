import type { FormId } from '@/lib/forms/options';

/**
 * The fields of each form that can identify a person. Erasure (a person's request) and the
 * retention sweep remove exactly these and keep the rest: answers that identify no one still
 * count in the survey's insights. Anything not listed here is an answer, not a person.
 */
/** What can be erased: a form's record, or a payment's payer. */
export type ErasableRecord = FormId | 'payment';

export const PERSONAL_FIELDS: Record<ErasableRecord, readonly string[]> = {
  survey: ['guardianName', 'guardianPhone'],
  membership: ['fullName', 'dateOfBirth', 'phone', 'guardianName', 'guardianPhone', 'village'],
  // What happened can name people, so it goes with the names.
  complaint: ['name', 'phone', 'description'],
  contact: ['name', 'phone', 'subject', 'message'],
  // The payer. The UTR stays: it is the bank's transaction number, which the accounts kept after
  // this still need to match the statement, and it names no one.
  payment: ['name', 'mobile', 'email', 'address', 'pan'],
};

/** The fields that hold a parent's or guardian's details, asked for a person under 18. */
export const GUARDIAN_FIELDS = ['guardianName', 'guardianPhone'] as const;

/**
 * What identifies someone registered for an event (lib/events/roster.ts): removed when the
 * roster's keeping period ends; the age band, status and check-in stay for the counts.
 */
export const REGISTRANT_PERSONAL_FIELDS = ['name', 'mobile', 'parent', 'alerts'] as const;
