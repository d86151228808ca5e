import { serverEnv } from '@/lib/env/server';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/next-internals/connection-address';

/** The key of a request whose address is unknown (a server started without instrumentation). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The visitor's address, for per-address limits.
 * - TRUST_PROXY_HOPS=0 (nothing trusted in front): the address of the connection, which this
 *   server writes into a header of its own (lib/next-internals/connection-address.ts).
 *   X-Forwarded-For is ignored: Next fills it in only when the request has none, so a visitor
 *   could write any address there.
 * - TRUST_PROXY_HOPS=n: n proxies in front each append the address they saw, so the address the
 *   outermost one saw is n places from the end; anything further left was written by the visitor.
 */
export function clientAddress(headers: Headers, trustedHops = serverEnv().TRUST_PROXY_HOPS): string {
  if (trustedHops === 0) return headers.get(CONNECTION_ADDRESS_HEADER) || UNKNOWN_ADDRESS;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return UNKNOWN_ADDRESS;
  return chain[Math.max(0, chain.length - trustedHops)] ?? UNKNOWN_ADDRESS;
}
