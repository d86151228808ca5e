// Plain JavaScript, so the embedded database's script (scripts/local-database.mjs) dates the demo
// invitations by the same rule as the server.

/**
 * A one-time code a Coordinator gives a member (read out over the phone, or sent on WhatsApp) for
 * their first sign-in and after every reset. Ten characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, U/V: U is dropped), in two groups of five: 30^10, about 49 bits, far beyond what
 * five guesses a quarter of an hour can find in the code's 72 hours.
 */
export const INVITATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITATION_LENGTH = 10;
export const INVITATION_TTL_MS = 72 * 60 * 60_000;

/** How long a code works, in the hours the team panel states. */
export const INVITATION_TTL_HOURS = INVITATION_TTL_MS / (60 * 60_000);

/**
 * The demo seed's invitations, dated from now: a fresh demo database gives its members the
 * same 72 hours as a code a Coordinator makes.
 */
export function dateSeedInvitations(data, now = Date.now()) {
  const invitations = data?.teamInvitations;
  if (!invitations || typeof invitations !== 'object') return data;
  const dated = Object.fromEntries(
    Object.entries(invitations).map(([key, value]) => [
      key,
      { ...value, createdAt: now, expiresAt: now + INVITATION_TTL_MS },
    ]),
  );
  return { ...data, teamInvitations: dated };
}
