/**
 * Slows down guessing: after `maxFailures` failed attempts for one key (a member ID, an address)
 * within `windowMs`, the key is blocked until the oldest of those failures is older than the
 * window. Callers check before doing any work, so a blocked guess costs nothing.
 *
 * This is the interface; the in-memory version below serves one server process. Several
 * instances need a shared store behind the same interface (see the README's deployment notes).
 */
export interface AttemptLimiter {
  /** Milliseconds until the key may try again; 0 when it may try now. */
  blockedFor(key: string, now?: number): number;
  recordFailure(key: string, now?: number): void;
  clear(key: string): void;
}

export interface AttemptPolicy {
  maxFailures: number;
  windowMs: number;
  /** Keys kept at most; the oldest are dropped first, so a flood of new keys cannot exhaust memory. */
  maxKeys?: number;
}

/** The team sign-in and the complaint status lookup: 5 failures in 15 minutes. */
export const GUESSING_POLICY: AttemptPolicy = { maxFailures: 5, windowMs: 15 * 60_000, maxKeys: 50_000 };

export function memoryAttemptLimiter({ maxFailures, windowMs, maxKeys = 50_000 }: AttemptPolicy): AttemptLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((time) => time > now - windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    blockedFor(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length < maxFailures) return 0;
      const oldestCounted = kept[kept.length - maxFailures] ?? now;
      return Math.max(0, oldestCounted + windowMs - now);
    },
    recordFailure(key, now = Date.now()) {
      const kept = recent(key, now);
      failures.delete(key);
      failures.set(key, [...kept, now].slice(-maxFailures));
      while (failures.size > maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
