import type { FormId } from '@/lib/forms/options';
import { CHECK_IN_ROLES, INBOXES_BY_ROLE, PAYMENT_ROLES, ROLES, type Role } from '@/lib/team/roles';
import { retentionRule, type RetentionKind, type RetentionRule } from './retention';

/**
 * What each form's notice tells a person before they send it (DPDP Act s.5): what is collected,
 * why, for how long and who sees it. The texts are in the Privacy message catalog; this module
 * holds what they are built from, so that a period or a role changes in one place only.
 *
 * `version` changes whenever the notice's meaning changes; each saved record keeps the version
 * its sender was shown (NoticeRecord), so the foundation can say which words a consent answered.
 */

/**
 * The legal basis of each form. Consent: an unticked box the person ticks. A complaint is a
 * "legitimate use" (s.7(a)): a person gives it voluntarily for that purpose, and a box would let
 * the person who is complained about ask to have it withdrawn (docs/decisions/consent-basis.md).
 */
export type NoticeBasis = 'consent' | 'legitimateUse';

export interface FormNotice {
  version: string;
  basis: NoticeBasis;
  /** The retention rule the notice's "how long" is worded from. */
  retention: RetentionKind;
}

export const FORM_NOTICES: Record<FormId, FormNotice> = {
  survey: { version: '2026-11-28', basis: 'consent', retention: 'surveyContact' },
  membership: { version: '2026-11-28', basis: 'consent', retention: 'membership' },
  complaint: { version: '2026-11-28', basis: 'legitimateUse', retention: 'complaint' },
  contact: { version: '2026-11-28', basis: 'consent', retention: 'contact' },
};

/**
 * The payment form's notice. Consent covers what the law does not already require; the accounts and
 * an 80G receipt's details are kept for as long as tax law says, consent or not (see the retention rule).
 */
export const PAYMENT_NOTICE: FormNotice = { version: '2026-11-28', basis: 'consent', retention: 'payment' };

/** An event's registration form: a place at the event is what the person asks for, by consent. */
export const EVENT_REGISTRATION_NOTICE: FormNotice = {
  version: '2026-11-28',
  basis: 'consent',
  retention: 'eventRegistration',
};

/** A form's notice by its id: the four forms, the payment form or an event's registration. */
export type NoticeId = FormId | 'payment' | 'eventRegistration';
export const noticeOf = (id: NoticeId): FormNotice =>
  id === 'payment' ? PAYMENT_NOTICE : id === 'eventRegistration' ? EVENT_REGISTRATION_NOTICE : FORM_NOTICES[id];

/** The notice a parent reads before agreeing to a child's record (their own version). */
export const GUARDIAN_NOTICE_VERSION = '2026-11-28';

export const noticeVersion = (formId: FormId): string => FORM_NOTICES[formId].version;

export const needsConsentBox = (formId: FormId): boolean => FORM_NOTICES[formId].basis === 'consent';

/** The rule (period and event) the notice of `formId` states. */
export const noticeRetention = (formId: FormId): RetentionRule => retentionRule(FORM_NOTICES[formId].retention);

/** The team roles whose inbox holds this form's records: who sees what a person sends. */
export const rolesThatSee = (id: NoticeId): Role[] =>
  // Payments are in no inbox: the roles that keep the accounts see them.
  id === 'payment'
    ? [...PAYMENT_ROLES]
    : // Whoever is at the door on the day sees the event's list.
      id === 'eventRegistration'
      ? [...CHECK_IN_ROLES]
      : ROLES.filter((role) => INBOXES_BY_ROLE[role].includes(id));

/** The Privacy.roles key of each role. */
export const ROLE_MESSAGE_KEYS: Record<Role, 'coordinator' | 'coach' | 'volunteer' | 'treasurer'> = {
  Coordinator: 'coordinator',
  'RUFC Coach': 'coach',
  Volunteer: 'volunteer',
  Treasurer: 'treasurer',
};

/** A period's parts in the order they are said, each a Privacy.period key and its count. */
export const periodParts = (period: RetentionRule['period']) =>
  (['years', 'months', 'days'] as const).flatMap((unit) => {
    const count = period[unit];
    return count ? [{ unit, count }] : [];
  });
