/**
 * Every visitor's key when no proxy is trusted: without one, the visitor's address cannot be told
 * apart from a header the visitor wrote, so nobody may choose their own.
 */
export const UNTRUSTED_ADDRESS = 'no-trusted-proxy';

/**
 * The visitor's address, for per-address limits.
 *
 * Next.js 16 gives a route handler no socket address. It writes the connection's address into
 * X-Forwarded-For only when the request has none (before proxy.ts runs, so the proxy cannot tell
 * either), which means a visitor who talks to Next directly can write any address there. So:
 * - TRUST_PROXY_HOPS=0 (nothing in front, or nothing trusted): every visitor shares one key,
 *   UNTRUSTED_ADDRESS. The limits still cap the total, but one busy visitor can use them up for
 *   everybody; production belongs behind a proxy with the hops set.
 * - TRUST_PROXY_HOPS=n: n proxies in front each append the address they saw, so the address the
 *   outermost one saw is n places from the end; anything further left was written by the visitor.
 */
export function clientAddress(headers: Headers, trustedHops = trustProxyHops()): string {
  if (trustedHops === 0) return UNTRUSTED_ADDRESS;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return 'unknown';
  return chain[Math.max(0, chain.length - trustedHops)] ?? 'unknown';
}

export function trustProxyHops(value = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}
