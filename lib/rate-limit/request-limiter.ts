import { countHit, type Limiter, type LimiterShape } from './limiters';
import type { RequestPolicy } from './request-policies';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request for the key; over the limiter's points, says how long until its window
 * resets. Throws when the limiter itself fails.
 */
export async function countRequest(limiter: Limiter, key: string): Promise<LimitVerdict> {
  const waitMs = await countHit(limiter, key);
  return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
}

/** The limiter's shape for a route: its policy's maximum per window. */
export const requestLimiterShape = (route: string, { max, windowMs }: RequestPolicy): LimiterShape => ({
  name: `limit:${route}`,
  points: max,
  durationSeconds: windowMs / 1000,
});

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
