import { FORM_NODES, type FormId } from '@/lib/forms/options';

/**
 * Who on the team may see and change what. The database rules (database.rules.json, checked
 * against this module by tests/firebase/team-rules.test.ts), the server and the inbox all follow
 * this one table.
 *
 * - Coordinator: every inbox, changes any status, exports.
 * - RUFC Coach: membership applications only (marks them contacted). Never complaints: a
 *   safeguarding complaint can be about a coach.
 * - Volunteer: survey responses and contact messages (marks them replied).
 * - Only the Coordinator manages the team (resets a member's password).
 * - Only the Coordinator writes the site's posts (notices and blog posts): writes, publishes,
 *   unpublishes and deletes them. What the foundation says in public is one person's call.
 * - Whoever reads the survey's answers also sees its insights (charts of all the answers).
 * - Treasurer: the payments only (confirms, rejects, records money received at the office), no
 *   inbox: a payer's details are what the accounts need, the forms' records are not.
 * A role not listed here can sign in but sees nothing.
 */
export const ROLES = ['Coordinator', 'RUFC Coach', 'Volunteer', 'Treasurer'] as const;
export type Role = (typeof ROLES)[number];

export const isKnownRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The inbox tabs of each role, in the order they are shown. */
export const INBOXES_BY_ROLE: Record<Role, readonly FormId[]> = {
  Coordinator: ['complaint', 'membership', 'survey', 'contact'],
  'RUFC Coach': ['membership'],
  Volunteer: ['survey', 'contact'],
  Treasurer: [],
};

/** The forms whose records a role (or any other value) may read; none for an unknown role. */
export const inboxesFor = (role: string): readonly FormId[] => (isKnownRole(role) ? INBOXES_BY_ROLE[role] : []);

/**
 * The statuses a record moves through. The first is where every record starts (it is never
 * written); the others are written as history entries, never overwritten.
 */
export const STATUS_FLOW: Record<FormId, readonly [string, ...string[]]> = {
  complaint: ['received', 'acknowledged', 'investigating', 'resolved', 'closed'],
  // accepted: a member; declined and ended close the membership, and its 3 years of keeping start.
  membership: ['new', 'contacted', 'accepted', 'declined', 'ended'],
  survey: ['new', 'replied'],
  contact: ['new', 'replied'],
};

export const initialStatus = (formId: FormId): string => STATUS_FLOW[formId][0];

/** Statuses that can be written (every status but the starting one). */
export const writableStatuses = (formId: FormId): readonly string[] => STATUS_FLOW[formId].slice(1);

/** Whether a role may add to a record's status history: only complaints are the coordinator's alone. */
export const canChangeStatus = (role: string, formId: FormId): boolean =>
  inboxesFor(role).includes(formId) && (formId !== 'complaint' || role === 'Coordinator');

export const canExport = (role: string): boolean => role === 'Coordinator';

/**
 * The roles that look after the team itself: see who is on it and send a member back to their
 * first sign-in (a forgotten password, a phone that changed hands).
 */
export const TEAM_MANAGER_ROLES: readonly Role[] = ['Coordinator'];

export const canManageTeam = (role: string): boolean => (TEAM_MANAGER_ROLES as readonly string[]).includes(role);

/**
 * The roles that act for the foundation on personal data (its grievance officer's work): answer a
 * person's requests, erase, read the record of who looked at what, log a breach and see what the
 * next retention run removes. One person's call, like the team itself.
 */
export const PERSONAL_DATA_ROLES: readonly Role[] = ['Coordinator'];

export const canHandlePersonalData = (role: string): boolean =>
  (PERSONAL_DATA_ROLES as readonly string[]).includes(role);

/**
 * The roles that keep the accounts: see the payments, confirm one found in the bank statement
 * (which issues its receipt), reject one with a reason, record money received at the office. The
 * Coordinator too, so a payment is never stuck while the treasurer is away.
 */
export const PAYMENT_ROLES: readonly Role[] = ['Coordinator', 'Treasurer'];

export const canHandlePayments = (role: string): boolean => (PAYMENT_ROLES as readonly string[]).includes(role);

/** Where a form's status history lives: statusHistory/<form node>/<record key>/<entry key>. */
export const STATUS_HISTORY_NODE = 'statusHistory';
export const statusHistoryPath = (formId: FormId, recordKey?: string) =>
  [STATUS_HISTORY_NODE, FORM_NODES[formId], ...(recordKey ? [recordKey] : [])].join('/');

/** The longest internal note a status change can carry. */
export const NOTE_MAX_LENGTH = 1000;

/** The roles that write, publish, unpublish and delete the site's posts. */
export const POST_WRITER_ROLES: readonly Role[] = ['Coordinator'];

export const canWritePosts = (role: string): boolean => (POST_WRITER_ROLES as readonly string[]).includes(role);

/**
 * The roles that run events on the site: take registrations, change capacity and closing time,
 * cancel an event and export its list. The one who publishes the event.
 */
export const EVENT_MANAGER_ROLES: readonly Role[] = ['Coordinator'];

export const canManageEvents = (role: string): boolean => (EVENT_MANAGER_ROLES as readonly string[]).includes(role);

/** The roles at the door on the day: they see an event's list and check people in. */
export const CHECK_IN_ROLES: readonly Role[] = ['Coordinator', 'Volunteer', 'RUFC Coach'];

export const canCheckIn = (role: string): boolean => (CHECK_IN_ROLES as readonly string[]).includes(role);

/** Whether a role reads the youth survey's answers: its inbox tab and its insights. */
export const canReadSurvey = (role: string): boolean => inboxesFor(role).includes('survey');

/** The roles that call the roll at training and read its monthly reports. */
export const ATTENDANCE_ROLES: readonly Role[] = ['Coordinator', 'RUFC Coach'];

export const canTakeAttendance = (role: string): boolean => (ATTENDANCE_ROLES as readonly string[]).includes(role);
