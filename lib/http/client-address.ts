/**
 * The visitor's address, for per-address limits.
 *
 * Next.js fills in X-Forwarded-For with the connection's address only when the request has none,
 * so a visitor talking to Next directly can write their own. Behind proxies that append to it,
 * TRUST_PROXY_HOPS says how many there are: the address the outermost of them saw is that many
 * places from the end, and anything further left was written by the visitor. Without it, the last
 * entry is used (the connection's address when nobody sent the header).
 */
export function clientAddress(headers: Headers, trustedHops = trustProxyHops()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return 'unknown';
  const index = trustedHops > 0 ? Math.max(0, chain.length - trustedHops) : chain.length - 1;
  return chain[index] ?? 'unknown';
}

export function trustProxyHops(value = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}
