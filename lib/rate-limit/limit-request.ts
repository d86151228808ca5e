import 'server-only';
import { limitKeyForAddress } from '@/lib/http/address-key';
import { clientAddress } from '@/lib/http/client-address';
import { processLimiter } from './process-limiter';
import { countRequest, requestLimiterShape, tooManyRequests } from './request-limiter';
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
  const policy = REQUEST_POLICIES[route];
  try {
    const limiter = processLimiter(requestLimiterShape(route, policy));
    const verdict = await countRequest(limiter, limitKeyForAddress(clientAddress(request.headers)));
    return verdict.allowed ? null : tooManyRequests(verdict.retryAfterSeconds, policy.reply);
  } catch (error) {
    console.error('Request limit unavailable', error instanceof Error ? error.message : error);
    return null;
  }
}
