/**
 * How long a team member's session lasts. A phone left on a bench, or a tab left open in a cyber
 * café, must not stay a way into complaints and children's records: half an hour without use ends
 * the session, and no session outlives a working day, however busy.
 *
 * - idleMs: no activity for this long ends the session (the workspace reports activity at most
 *   every `heartbeatMs`; the database rules refuse a session past its expiry).
 * - absoluteMs: the longest a session can last from its sign-in, activity or not.
 * - heartbeatMs: how often an active workspace tells the server it is still used; well inside the
 *   idle limit, so a member at work is never signed out.
 */
export const SESSION_LIMITS = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  heartbeatMs: 5 * 60_000,
} as const;
