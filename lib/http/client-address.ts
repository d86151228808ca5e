import { serverEnv } from '@/lib/env/server';

/** The key of a request whose address is unknown (no X-Forwarded-For at all). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The visitor's address, for per-address limits, from X-Forwarded-For: each proxy in front
 * appends the address it saw, and Next.js writes the connection's own address there when the
 * request came with none. Next gives route handlers no other view of the connection.
 * - TRUST_PROXY_HOPS=n: the address the outermost of the n trusted proxies saw, n places from the
 *   end; anything further left was written by the visitor.
 * - TRUST_PROXY_HOPS=0 (nothing in front, as in development and the demo copy): the last entry,
 *   which is the connection's address unless the visitor sent a header of their own. A server
 *   facing the internet must therefore run behind a proxy with the hops set
 *   (docs/decisions/client-address.md), as every host's front provides.
 */
export function clientAddress(headers: Headers, trustedHops = serverEnv().TRUST_PROXY_HOPS): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return UNKNOWN_ADDRESS;
  return chain[Math.max(0, chain.length - Math.max(1, trustedHops))] ?? UNKNOWN_ADDRESS;
}
