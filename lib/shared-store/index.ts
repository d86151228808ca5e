import 'server-only';
import { createMemoryStore, type MemoryStore } from './memory';
import { sharedRedis } from './redis-connection.mjs';
import { createRedisStore } from './redis-store';
import type { SharedStore } from './types';

export type { SharedStore } from './types';

/**
 * The one place that decides where shared state lives: with REDIS_URL, in Redis, so every
 * instance sees the same news answers and fetched pictures (the request and guessing limits count
 * in Redis too, through lib/rate-limit/limiters.ts); else in each server process's memory (the
 * demo copy of `npm start` needs nothing else running). The Redis client is one per process
 * (./redis-connection.mjs); while Redis is down, each store carries on in memory and nothing
 * waits on it.
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

/**
 * The store named `namespace`: in Redis when REDIS_URL is set (shared by every instance, with this
 * process's memory as the fallback while Redis is down), else in this process's memory, holding at
 * most `maxEntries`.
 */
export function openSharedStore<V>(namespace: string, maxEntries: number): SharedStore<V> {
  return processWide(`store:${namespace}`, () => {
    const memory = createMemoryStore<V>({ maxEntries });
    memoryStores().add(memory);
    const client = sharedRedis();
    return client ? createRedisStore({ client, namespace, fallback: memory, log: logOnce() }) : memory;
  });
}

/** Every store's memory in this process (the stores themselves, or Redis's fallbacks). */
const memoryStores = () => processWide('memory-stores', () => new Set<MemoryStore<unknown>>());

/**
 * Forgets the expired entries of every store's memory in this process (the nightly retention run
 * calls it); answers how many. Redis expires its keys itself.
 */
export function sweepMemoryStores(): number {
  let swept = 0;
  for (const store of memoryStores()) swept += store.sweep();
  return swept;
}

/** Logs a fallback message once a minute at most: an outage must not flood the log. */
function logOnce(intervalMs = 60_000) {
  let last = 0;
  return (message: string) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    console.warn(message);
  };
}
