import 'server-only';
import { createMemoryCounters, createMemoryStore } from './memory';
import type { SharedCounters, SharedStore } from './types';

export type { SharedCounters, SharedStore, WindowCount } from './types';

/**
 * The one place that decides where shared state lives. Today: each server process's memory, so
 * several instances each keep their own news cache and count their own limits (a visitor spread
 * over 5 instances gets up to 5 times the limit, and each instance asks the provider itself).
 *
 * To share them, return another implementation of the same interfaces here:
 * - Redis: `get` = GET + JSON.parse; `set` = SET key json PX ttlMs; `delete` = DEL;
 *   `increment` = INCR, then PEXPIRE key windowMs NX, then PTTL for `resetInMs`, in one MULTI (or
 *   a small Lua script) so the count and its expiry are set together. The namespace becomes a key
 *   prefix; `maxEntries` is replaced by the server's `maxmemory` with an LRU eviction policy.
 * - Realtime Database (admin SDK, server only): `set` writes { value, expiresAt } under
 *   /sharedStore/{namespace}/{key} (keys escaped: no . $ # [ ] /), `get` treats a past `expiresAt`
 *   as missing, `increment` is a transaction on { count, resetAt } that starts a new window when
 *   resetAt has passed. Nothing deletes expired entries by itself there, so a scheduled job must
 *   sweep them, and the rules must keep the node closed to browsers.
 * Either way the calls go over the network: keep the per-request work to one or two calls, and
 * let the request limiter carry on (not block everyone) when the store cannot be reached.
 *
 * One store per namespace per process: Next bundles each route on its own, so a module-level
 * Map would be a separate copy for the /news page, /api/news and every other route. The stores
 * are kept on globalThis, which all of them share.
 */
const REGISTRY = Symbol.for('yuva.sharedStores');
type Registry = Map<string, unknown>;

export function processWide<T>(name: string, create: () => T): T {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  const registry = (scope[REGISTRY] ??= new Map());
  if (!registry.has(name)) registry.set(name, create());
  return registry.get(name) as T;
}

export function openSharedStore<V>(namespace: string, maxEntries: number): SharedStore<V> {
  return processWide(`store:${namespace}`, () => createMemoryStore<V>({ maxEntries }));
}

export function openSharedCounters(namespace: string, maxEntries: number): SharedCounters {
  return processWide(`counters:${namespace}`, () => createMemoryCounters({ maxEntries }));
}
