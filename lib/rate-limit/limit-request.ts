import 'server-only';
import { limitKeyForAddress } from '@/lib/http/address-key';
import { clientAddress } from '@/lib/http/client-address';
import { processLimiter } from './process-limiter';
import { countRequest, requestLimiterShape, tooManyRequests, type LimitVerdict } from './request-limiter';
import { REQUEST_POLICIES, type LimitedRoute } from './request-policies';

/**
 * The per-address limit of a route, first thing in its handler:
 *   const limited = await limitRequest(request, 'news');
 *   if (limited) return limited;
 * Answers the 429 to send, or null to carry on. Counted in Redis when REDIS_URL is set (in this
 * process's memory while Redis cannot be reached). When even that fails the request goes through
 * (and the failure is logged): a broken limiter must not take the whole site down.
 */
export async function limitRequest(request: Request, route: LimitedRoute): Promise<Response | null> {
  const verdict = await countAddress(request.headers, route);
  return verdict.allowed ? null : tooManyRequests(verdict.retryAfterSeconds, REQUEST_POLICIES[route].reply);
}

/**
 * The same count for a request that is not a route handler's (a form posted to a server action,
 * which answers with a page, not a 429): counts it and answers the verdict.
 */
export async function countAddress(headers: Headers, route: LimitedRoute): Promise<LimitVerdict> {
  try {
    const limiter = processLimiter(requestLimiterShape(route, REQUEST_POLICIES[route]));
    return await countRequest(limiter, limitKeyForAddress(clientAddress(headers)));
  } catch (error) {
    console.error('Request limit unavailable', error instanceof Error ? error.message : error);
    return { allowed: true };
  }
}
