/**
 * The record that a piece of scheduled work was done: claimed once, by one instance, for good.
 * A lock only keeps two runners apart while it is held; a claim still stands after the lock
 * expired or when Redis could not be asked, so a slot or a reminder is never sent twice.
 */
export interface OnceClaims {
  /** True for the first caller with `key`, false for every later one on any instance. */
  claim(key: string): Promise<boolean>;
}

/** Within one process (tests, and the in-memory default of a single instance). */
export function memoryOnceClaims(): OnceClaims {
  const claimed = new Set<string>();
  return {
    async claim(key) {
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
  };
}

/** Database keys may not hold . $ # [ ] /: a claim's key is kept readable but safe. */
export const claimPathKey = (key: string): string => key.replace(/[.$#[\]/]/g, '_');
