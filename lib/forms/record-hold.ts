/**
 * Whether a saved form record is held for a parent's consent (its sender is under 18). Read here,
 * with the records, because the team's inbox and the survey's insights (which build on lib/forms)
 * leave such records out; lib/privacy/record-state.ts, which describes the state, re-exports it.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a raw record waits for a parent's consent (held out of the inbox and the insights). */
export function isAwaitingGuardian(raw: unknown): boolean {
  return isObject(raw) && isObject(raw.guardianConsent) && raw.guardianConsent.state === 'awaiting';
}

/** When a held record's parent was asked (ms), or undefined when it is not held. */
export function guardianAskedAt(raw: unknown): number | undefined {
  if (!isAwaitingGuardian(raw)) return undefined;
  const askedAt = ((raw as Record<string, unknown>).guardianConsent as Record<string, unknown>).askedAt;
  return typeof askedAt === 'number' && Number.isFinite(askedAt) ? askedAt : undefined;
}
