/**
 * How long the site keeps each kind of record, once. The Privacy Policy's list is rendered from
 * this table (so the page and the code cannot disagree) and the nightly retention run applies it.
 *
 * Each rule: which records, what is removed, after which event, and how long after it.
 */

export type RetentionKind =
  | 'surveyContact'
  | 'membership'
  | 'complaint'
  | 'contact'
  | 'awaitingGuardian'
  | 'dataRequest'
  | 'accessLog'
  | 'incident'
  | 'submissionKeys'
  | 'formReferences'
  | 'payment'
  | 'eventRegistration'
  | 'attendance'
  | 'pushSubscription'
  | 'scheduledSends';

/** What goes: the whole record, or only the fields that identify a person (lib/privacy/personal-fields.ts). */
export type Removal = 'record' | 'personalFields';

/** The event the period is counted from. */
export type RetentionEvent =
  /** The survey's closing date (siteConfig). */
  | 'surveyClosed'
  /** A membership's last status is 'ended' or 'declined'. */
  | 'membershipEnded'
  /** A complaint's first 'resolved' (or 'closed') status. */
  | 'complaintResolved'
  /** The last 'replied' status, or when it came if no one replied. */
  | 'lastReply'
  /** A parent was asked to confirm (the record was sent). */
  | 'guardianAsked'
  /** A data request was answered and closed. */
  | 'requestClosed'
  /** An entry was written. */
  | 'written'
  /** An incident was closed. */
  | 'incidentClosed'
  /** The record a bookkeeping entry points to is gone. */
  | 'recordGone'
  /** The end of the assessment year that follows a payment's financial year (31 March, India time). */
  | 'assessmentYearEnded'
  /** The day an event took place (India time), to the end of that day. */
  | 'eventHeld'
  /** The day a training session was held (India's). */
  | 'sessionHeld';

export interface RetentionPeriod {
  years?: number;
  months?: number;
  days?: number;
}

export interface RetentionRule {
  kind: RetentionKind;
  removes: Removal;
  after: RetentionEvent;
  period: RetentionPeriod;
  /** Listed on the Privacy Policy page (bookkeeping entries that hold no one's data are not). */
  public: boolean;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  { kind: 'surveyContact', removes: 'personalFields', after: 'surveyClosed', period: { months: 12 }, public: true },
  { kind: 'membership', removes: 'record', after: 'membershipEnded', period: { years: 3 }, public: true },
  { kind: 'complaint', removes: 'record', after: 'complaintResolved', period: { years: 3 }, public: true },
  { kind: 'contact', removes: 'record', after: 'lastReply', period: { years: 2 }, public: true },
  // Someone under 18 whose parent never confirmed: nothing of theirs is kept.
  { kind: 'awaitingGuardian', removes: 'record', after: 'guardianAsked', period: { days: 14 }, public: true },
  { kind: 'dataRequest', removes: 'record', after: 'requestClosed', period: { years: 3 }, public: true },
  // The DPDP Rules ask for logs of processing to be kept at least a year.
  { kind: 'accessLog', removes: 'record', after: 'written', period: { years: 2 }, public: true },
  { kind: 'incident', removes: 'record', after: 'incidentClosed', period: { years: 3 }, public: false },
  // A repeat of a submission comes within minutes or days, never a month later.
  { kind: 'submissionKeys', removes: 'record', after: 'written', period: { days: 30 }, public: false },
  { kind: 'formReferences', removes: 'record', after: 'recordGone', period: { days: 0 }, public: false },
  // A trust keeps its books of account and the record of every contribution (donor's name, address,
  // PAN) for ten years from the end of the relevant assessment year: Income-tax Rules 1962, rule
  // 17AA(4) (docs/decisions/payment-records-retention.md). Then what identifies the payer goes; the
  // amount, purpose and reference stay in the accounts.
  { kind: 'payment', removes: 'personalFields', after: 'assessmentYearEnded', period: { years: 10 }, public: true },
  // Long enough to answer questions about an event and count who came (what funders ask for);
  // then names and numbers go, and the counts (age bands, who came) stay without them.
  { kind: 'eventRegistration', removes: 'personalFields', after: 'eventHeld', period: { months: 6 }, public: true },
  // Training registers are the evidence funders ask for: a grant is reported on yearly and
  // audited within the two years after, so three years from each session covers the grant's
  // own year and its audit. A mark names a player only by their membership's key, and a
  // membership is itself kept 3 years after it ends, so no mark outlives the person it names by
  // more than that.
  { kind: 'attendance', removes: 'record', after: 'sessionHeld', period: { years: 3 }, public: true },
  // A device's alert token, counted from when the device last turned alerts on or changed them
  // (using the news button or the alerts page renews it). Firebase treats a token unused for 270
  // days as expired and stops delivering to it, so it is of no use to anyone after that; a token
  // Firebase reports dead goes at once, when a send finds it (lib/push/send.ts).
  { kind: 'pushSubscription', removes: 'record', after: 'written', period: { days: 270 }, public: true },
  // Which scheduled sends were made: a send is claimed once for its slot, never needed a month on.
  { kind: 'scheduledSends', removes: 'record', after: 'written', period: { days: 30 }, public: false },
];

export const retentionRule = (kind: RetentionKind): RetentionRule => {
  const rule = RETENTION_RULES.find((candidate) => candidate.kind === kind);
  if (!rule) throw new Error(`No retention rule for ${kind}`);
  return rule;
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The end of the assessment year that follows the financial year of `at`: a payment in 2026-27
 * (1 April 2026 to 31 March 2027, India time) is assessed in 2027-28, which ends at 31 March 2028
 * 23:59:59.999 India time.
 */
export function assessmentYearEndAfter(at: number): number {
  const india = new Date(at + IST_OFFSET_MS);
  const fyStart = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return Date.UTC(fyStart + 2, 3, 1) - IST_OFFSET_MS - 1;
}

/** The moment a record that reached its event at `eventAt` (ms) is due to go. Calendar months and years, UTC. */
export function dueAt(eventAt: number, period: RetentionPeriod): number {
  const due = new Date(eventAt);
  due.setUTCFullYear(due.getUTCFullYear() + (period.years ?? 0));
  due.setUTCMonth(due.getUTCMonth() + (period.months ?? 0));
  due.setUTCDate(due.getUTCDate() + (period.days ?? 0));
  return due.getTime();
}
