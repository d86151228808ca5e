import { createMemoryStore } from '@/lib/shared-store/memory';
import type { SharedStore } from '@/lib/shared-store/types';

/**
 * Slows down guessing: after `maxFailures` failed attempts for one key (a member ID, an address)
 * within `windowMs`, the key is blocked until the oldest of those failures is older than the
 * window. Callers check before doing any work, so a blocked guess costs nothing.
 */
export interface AttemptLimiter {
  /** Milliseconds until the key may try again; 0 when it may try now. */
  blockedFor(key: string, now?: number): Promise<number>;
  recordFailure(key: string, now?: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface AttemptPolicy {
  maxFailures: number;
  windowMs: number;
  /** Keys kept at most in memory; the oldest are dropped first, so a flood of new keys cannot exhaust memory. */
  maxKeys?: number;
}

/** The team sign-in and the complaint status lookup: 5 failures in 15 minutes. */
export const GUESSING_POLICY = { maxFailures: 5, windowMs: 15 * 60_000, maxKeys: 50_000 } satisfies AttemptPolicy;

/**
 * The limiter over a shared store: each key holds the times of its recent failures, kept for one
 * window. Recording reads and then writes, so two instances failing the same key at the same
 * moment may record one failure instead of two; that delays a block by a guess, never lifts one.
 */
export function storeAttemptLimiter(
  store: SharedStore<number[]>,
  { maxFailures, windowMs }: AttemptPolicy,
): AttemptLimiter {
  const recent = async (key: string, now: number) =>
    ((await store.get(key)) ?? []).filter((time) => time > now - windowMs);

  return {
    async blockedFor(key, now = Date.now()) {
      const kept = await recent(key, now);
      if (kept.length < maxFailures) return 0;
      const oldestCounted = kept[kept.length - maxFailures] ?? now;
      return Math.max(0, oldestCounted + windowMs - now);
    },
    async recordFailure(key, now = Date.now()) {
      const kept = await recent(key, now);
      await store.set(key, [...kept, now].slice(-maxFailures), windowMs);
    },
    async clear(key) {
      await store.delete(key);
    },
  };
}

/** A limiter with a private in-memory store (one process, as in tests). */
export const memoryAttemptLimiter = (policy: AttemptPolicy): AttemptLimiter =>
  storeAttemptLimiter(createMemoryStore({ maxEntries: policy.maxKeys ?? GUESSING_POLICY.maxKeys }), policy);
