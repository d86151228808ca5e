import type { SharedCounters } from '@/lib/shared-store/types';
import type { RequestPolicy } from './request-policies';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request for the key; over the policy's maximum, says how long until the window resets. */
export async function countRequest(
  counters: SharedCounters,
  key: string,
  policy: RequestPolicy,
): Promise<LimitVerdict> {
  const { count, resetInMs } = await counters.increment(key, policy.windowMs);
  if (count <= policy.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The 429 answer, with Retry-After in whole seconds, written the way the route's callers read it. */
export function tooManyRequests(retryAfterSeconds: number, reply: RequestPolicy['reply']): Response {
  const message = tooManyRequestsMessage(retryAfterSeconds);
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (reply === 'text') {
    return new Response(message, { status: 429, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const body =
    reply === 'attempts'
      ? { ok: false, code: 'tooManyAttempts', message, retryAfterMinutes: Math.ceil(retryAfterSeconds / 60) }
      : { error: message };
  return Response.json(body, { status: 429, headers });
}
