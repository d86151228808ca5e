/**
 * Where the personal-data records live in the main Realtime Database. None of these nodes is open
 * to a browser (database.rules.json denies them): the server writes and reads them with the admin
 * SDK, after checking the member or the person asking.
 */

/** A person's requests under their rights (summary, correction, erasure, withdrawal, nominee). */
export const DATA_REQUESTS_NODE = 'dataRequests';
/** Append-only: who on the team read, exported, changed or erased what, and when. */
export const ACCESS_LOG_NODE = 'accessLog';
/** Personal-data breaches the team has logged, with the 72-hour clock to the Board's report. */
export const INCIDENTS_NODE = 'privacyIncidents';
/** hash of a parent's confirmation link → the held record it releases. */
export const GUARDIAN_LINKS_NODE = 'guardianLinks';
/** payments/<key>: payments and donations (lib/payments), whose payers' details the nightly run erases in time. */
export const PAYMENTS_NODE = 'payments';
/**
 * attendance/<date>_<age group>: a training session's register (lib/attendance), whose marks name
 * players by their membership's key. Removed by the nightly run in time.
 */
export const ATTENDANCE_NODE = 'attendance';
/** One entry per nightly retention run (claimed under a Redis lock, so one per night across instances). */
export const RETENTION_RUNS_NODE = 'retentionRuns';
/** <record key>/<kind> → the open request of that kind: one at a time, claimed in a transaction. */
export const OPEN_DATA_REQUESTS_NODE = 'openDataRequests';
/** eventRegistrations/<post slug>: an event's roster (settings, who is in, who waits), one record. */
export const EVENT_REGISTRATIONS_NODE = 'eventRegistrations';

/**
 * Alerts (lib/push/): each device that allowed them, under the hash of its token, and the claims
 * of scheduled sends. Written and read by the server alone; kept as lib/privacy/retention.ts says.
 */
export const PUSH_SUBSCRIPTIONS_NODE = 'pushSubscriptions';
export const SCHEDULED_SENDS_NODE = 'scheduledSends';
