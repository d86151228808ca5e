import type { SharedRedisClient } from '@/lib/shared-store/redis-connection.mjs';
import { KEY_PREFIX, withinDeadline } from '@/lib/shared-store/redis-connection.mjs';

/** Held by one runner at a time across every instance (or, without Redis, within this process). */
export interface RunLock {
  /** Takes the lock for `ttlMs` unless someone holds it; true when this runner has it. */
  acquire(ttlMs: number): Promise<boolean>;
  /** Lets it go, only if this runner still holds it (after its TTL another may). */
  release(): Promise<void>;
}

export const RETENTION_LOCK_KEY = `${KEY_PREFIX}retention:lock`;

// Deletes the key only when it still holds this owner's value: a runner that outlived its TTL
// must not free the lock a later runner took.
const RELEASE_IF_OWNER =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** `SET key owner NX PX ttl` in the shared Redis, released by its owner alone. */
export function redisRunLock(client: SharedRedisClient, owner: string, key = RETENTION_LOCK_KEY): RunLock {
  return {
    async acquire(ttlMs) {
      const answer = await withinDeadline(client.set(key, owner, { NX: true, PX: Math.max(1, Math.round(ttlMs)) }));
      return answer === 'OK';
    },
    async release() {
      await withinDeadline(client.eval(RELEASE_IF_OWNER, { keys: [key], arguments: [owner] }));
    },
  };
}

/** Without REDIS_URL there is one instance: a flag in this process keeps two runs from overlapping. */
export function processRunLock(): RunLock {
  let heldUntil = 0;
  let mine = false;
  return {
    async acquire(ttlMs) {
      if (mine && Date.now() < heldUntil) return false;
      mine = true;
      heldUntil = Date.now() + ttlMs;
      return true;
    },
    async release() {
      mine = false;
      heldUntil = 0;
    },
  };
}
