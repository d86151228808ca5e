// Plain JavaScript, beside the Redis connection (./redis-connection.mjs); checked once when the
// server's client first connects (instrumentation.ts).
import { withinDeadline } from './redis-connection.mjs';

/**
 * The only policy under which Redis never drops a key on its own. The guessing and request
 * limits, and the sessions, are keys with a time to live: any other policy (`volatile-lru`
 * included) lets a flood of other keys push a limiter's count out, and the limit with it.
 * docs/several-instances.md says how to set it on Memorystore and hosted Redis.
 */
export const REQUIRED_EVICTION_POLICY = 'noeviction';

/** `maxmemory_policy` from INFO's text, or null. */
export function policyFromInfo(info) {
  const match = /^maxmemory_policy:(\S+)/m.exec(String(info ?? ''));
  return match ? match[1] : null;
}

/**
 * The server's eviction policy, or null when it will not say: hosted Redis often refuses CONFIG,
 * and some hide INFO's fields, which is no reason to stop the site.
 */
export async function evictionPolicyOf(client) {
  try {
    const policy = policyFromInfo(await withinDeadline(client.info('memory')));
    if (policy) return policy;
  } catch {
    // Refused or slow: ask CONFIG instead.
  }
  try {
    const config = await withinDeadline(client.configGet('maxmemory-policy'));
    return config?.['maxmemory-policy'] ?? null;
  } catch {
    return null;
  }
}

/** The start-up warning for this policy, or null when Redis cannot drop a limiter's key. */
export function evictionWarning(policy) {
  if (policy === REQUIRED_EVICTION_POLICY) return null;
  const setting = `set maxmemory-policy to ${REQUIRED_EVICTION_POLICY} (docs/several-instances.md)`;
  return policy
    ? `Shared store: Redis evicts keys (maxmemory-policy ${policy}): a flood of other keys can drop the limits' counters; ${setting}`
    : `Shared store: could not read Redis's maxmemory-policy; unless it is ${REQUIRED_EVICTION_POLICY}, a flood of other keys can drop the limits' counters; ${setting}`;
}

/** Reads the policy and logs the warning, if any. Never throws: an unknown policy is not fatal. */
export async function warnIfRedisMayEvict(client, log = console.warn) {
  const warning = evictionWarning(await evictionPolicyOf(client));
  if (warning) log(warning);
  return warning;
}
