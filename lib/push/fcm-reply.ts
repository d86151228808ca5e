/**
 * What an answer of FCM's HTTP v1 `messages:send` means for the token it was sent to
 * (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
 */
export type SendVerdict = 'sent' | 'dead' | 'retry' | 'failed';

export interface FcmReply {
  status: number;
  /** The answer's JSON, when it had one. */
  body: unknown;
  /** Retry-After, in milliseconds, when FCM set it. */
  retryAfterMs?: number;
}

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

const errorOf = (body: unknown) =>
  typeof body === 'object' && body !== null ? (body as FcmErrorBody).error : undefined;

/** FCM's own code (UNREGISTERED, INVALID_ARGUMENT, QUOTA_EXCEEDED…), else the Google status. */
export function fcmErrorCode(body: unknown): string | undefined {
  const error = errorOf(body);
  return error?.details?.find((detail) => detail.errorCode)?.errorCode ?? error?.status;
}

/** An INVALID_ARGUMENT about the token itself, not about the message's other fields. */
function tokenRefused(body: unknown): boolean {
  const error = errorOf(body);
  const fields = error?.details?.flatMap((detail) => detail.fieldViolations ?? []) ?? [];
  if (fields.some((violation) => violation.field === 'message.token')) return true;
  return /registration token/i.test(error?.message ?? '');
}

export function verdictOf(reply: FcmReply): SendVerdict {
  if (reply.status >= 200 && reply.status < 300) return 'sent';
  const code = fcmErrorCode(reply.body);
  // The app was uninstalled or the token expired: FCM will never deliver to it again.
  if (reply.status === 404 || code === 'UNREGISTERED') return 'dead';
  if (reply.status === 400 && tokenRefused(reply.body)) return 'dead';
  // Quota exceeded, or FCM overloaded or failing: the same request may succeed later.
  if (reply.status === 429 || reply.status >= 500) return 'retry';
  return 'failed';
}

/** Retry-After as FCM sends it: seconds, or an HTTP date. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
