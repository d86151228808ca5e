import 'server-only';
import { clientAddress } from '@/lib/http/client-address';
import { openSharedCounters } from '@/lib/shared-store';
import { countRequest, tooManyRequests } from './request-limiter';
import { REQUEST_POLICIES, type LimitedRoute } from './request-policies';

/** Addresses remembered at once per process; the oldest go first when more arrive. */
const MAX_COUNTED_KEYS = 50_000;
const counters = openSharedCounters('request-limits', MAX_COUNTED_KEYS);

/**
 * The per-address limit of a route, first thing in its handler:
 *   const limited = await limitRequest(request, 'news');
 *   if (limited) return limited;
 * Answers the 429 to send, or null to carry on. When the store cannot be reached the request goes
 * through (and the failure is logged): a broken store must not take the whole site down.
 */
export async function limitRequest(request: Request, route: LimitedRoute): Promise<Response | null> {
  const policy = REQUEST_POLICIES[route];
  try {
    const verdict = await countRequest(counters, `${route}:${clientAddress(request.headers)}`, policy);
    return verdict.allowed ? null : tooManyRequests(verdict.retryAfterSeconds, policy.reply);
  } catch (error) {
    console.error('Request limit unavailable', error instanceof Error ? error.message : error);
    return null;
  }
}
