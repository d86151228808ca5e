/**
 * Why reading or changing the inbox failed, in kinds the interface can explain in either language:
 * the database refused the member's role, there is no connection, or a change got no answer in time.
 */
export type InboxErrorKind = 'denied' | 'offline' | 'timeout';

export class InboxError extends Error {
  constructor(
    readonly kind: InboxErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'InboxError';
  }
}

/** The kind of any error: the Firebase SDK marks a refusal by the rules PERMISSION_DENIED. */
export function inboxErrorKind(error: unknown): InboxErrorKind {
  if (error instanceof InboxError) return error.kind;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  return /permission[_ ]denied/i.test(`${code} ${message}`) ? 'denied' : 'offline';
}

export const toInboxError = (error: unknown): InboxError =>
  error instanceof InboxError ? error : new InboxError(inboxErrorKind(error), String(error));
