import { KEY_PREFIX, withinDeadline, withCommandTimeout, type SharedRedisClient } from './redis-connection.mjs';
import type { SharedStore } from './types';

interface RedisStoreOptions<V> {
  client: SharedRedisClient;
  /** Becomes part of every key (yuva:<namespace>:<key>), so stores never read each other's entries. */
  namespace: string;
  /** Where entries go while Redis cannot be reached: this process's memory, as without Redis. */
  fallback: SharedStore<V>;
  log?: (message: string) => void;
}

/**
 * A shared store in Redis: values as JSON, each with a time to live (Memorystore's default
 * eviction, volatile-lru, never evicts a key without one). While Redis cannot be reached, every
 * call uses the fallback instead, so a request neither fails nor waits longer than the client's
 * command timeout; once Redis is back, the fallback's entries are simply not read any more.
 */
export function createRedisStore<V>({
  client,
  namespace,
  fallback,
  log = () => {},
}: RedisStoreOptions<V>): SharedStore<V> {
  const redis = withCommandTimeout(client);
  const keyOf = (key: string) => `${KEY_PREFIX}${namespace}:${key}`;
  const claimOf = (key: string) => `${KEY_PREFIX}${namespace}:claim:${key}`;
  const fellBack = (operation: string, error: unknown) =>
    log(`Shared store ${namespace}: ${operation} from memory (${error instanceof Error ? error.message : error})`);

  return {
    async get(key) {
      try {
        const text = await withinDeadline(redis.get(keyOf(key)));
        return text === null ? undefined : (JSON.parse(text) as V);
      } catch (error) {
        fellBack('get', error);
        return fallback.get(key);
      }
    },
    async set(key, value, ttlMs) {
      try {
        await withinDeadline(redis.set(keyOf(key), JSON.stringify(value), { PX: Math.max(1, Math.round(ttlMs)) }));
      } catch (error) {
        fellBack('set', error);
        await fallback.set(key, value, ttlMs);
      }
    },
    async delete(key) {
      await fallback.delete(key);
      try {
        await withinDeadline(redis.del(keyOf(key)));
      } catch (error) {
        fellBack('delete', error);
      }
    },
    async claim(key, ttlMs) {
      try {
        return (
          (await withinDeadline(redis.set(claimOf(key), '1', { NX: true, PX: Math.max(1, Math.round(ttlMs)) }))) ===
          'OK'
        );
      } catch {
        // Without Redis each process answers for itself, as without a shared store.
        return true;
      }
    },
    async release(key) {
      try {
        await withinDeadline(redis.del(claimOf(key)));
      } catch {
        // The claim expires by itself.
      }
    },
  };
}
