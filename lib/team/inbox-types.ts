import type { FormId } from '@/lib/forms/options';

// The inbox's record types on their own, so that its helpers (fields, filter, export) depend on
// them rather than on inbox.ts, which re-exports the helpers.

/** One change of a record's status, as kept in its append-only history. */
export interface StatusEntry {
  key: string;
  status: string;
  /** The member ID of whoever made the change, and their name at the time. */
  by: string;
  byName: string;
  at: number;
  note: string;
}

export type FieldValue = string | boolean | string[];

/** A visitor's submission as the team's inbox shows it. */
export interface InboxRecord {
  key: string;
  formId: FormId;
  reference: string;
  createdAt: number;
  demo: boolean;
  /** Only the form's own fields, so the anonymous complaint's secret hash can never reach the screen. */
  fields: Record<string, FieldValue>;
  /** Oldest first. */
  history: StatusEntry[];
  status: string;
  statusChangedAt: number;
}

/** A record held for a parent's consent (its sender is under 18): listed apart, never among the active ones. */
export interface WaitingRecord {
  key: string;
  formId: FormId;
  reference: string;
  createdAt: number;
  /** When the parent was asked; the record is deleted a set time after (the awaitingGuardian rule). */
  askedAt: number;
}
