import { countHit, memoryLimiter, type Limiter, type LimiterShape } from './limiters';

/**
 * Slows down guessing (a password, a complaint's proof). Every attempt is counted before anything
 * is read, so parallel guesses cannot slip through while the first ones are still being checked:
 * of N guesses at once for one key, at most `maxFailures` are checked and the rest refused.
 */
export interface AttemptLimiter {
  /** Counts the attempt against both keys; refused, with the wait, once either is over its limit. */
  attempt(keys: AttemptKeys): Promise<AttemptVerdict>;
  /** The guess was right: the target's count starts again and the source gets back this attempt. */
  succeeded(keys: AttemptKeys): Promise<void>;
  /** Nothing could be checked (the database did not answer): the attempt is given back on both keys. */
  notChecked(keys: AttemptKeys): Promise<void>;
}

/** The two counts an attempt is made against. */
export interface AttemptKeys {
  /** What is guessed at: a member ID, a complaint reference. */
  target: string;
  /**
   * Who guesses: the address. A right guess gives back only its own attempt here, so an address
   * cannot wipe out its wrong guesses by checking something it knows.
   */
  source: string;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface AttemptPolicy {
  maxFailures: number;
  windowMs: number;
}

/** The team sign-in and the complaint status lookup: 5 failures in 15 minutes. */
export const GUESSING_POLICY = { maxFailures: 5, windowMs: 15 * 60_000 } satisfies AttemptPolicy;

/** The limiter's shape for one kind of guess (its keys are apart from every other limiter's). */
export const guessingShape = (name: string, { maxFailures, windowMs }: AttemptPolicy): LimiterShape => ({
  name: `guess:${name}`,
  points: maxFailures,
  durationSeconds: windowMs / 1000,
});

/**
 * Attempts counted by a rate limiter: one point per attempt and key, in a window that opens with
 * the key's first attempt. Points stay with wrong guesses (and with attempts still being checked).
 */
export function attemptLimiter(limiter: Limiter): AttemptLimiter {
  return {
    async attempt({ target, source }) {
      const counted = await Promise.all(
        [target, source].map(async (key) => ({ key, waitMs: await countHit(limiter, key) })),
      );
      const retryAfterMs = Math.max(...counted.map(({ waitMs }) => waitMs));
      if (retryAfterMs === 0) return { allowed: true };
      // A refused attempt checks nothing, so a key that still had room gets its point back: a
      // blocked member ID does not use up the address of the member trying to sign in, nor the reverse.
      await Promise.all(counted.filter(({ waitMs }) => waitMs === 0).map(({ key }) => limiter.reward(key)));
      return { allowed: false, retryAfterMs };
    },
    async succeeded({ target, source }) {
      await Promise.all([limiter.delete(target), limiter.reward(source)]);
    },
    async notChecked({ target, source }) {
      await Promise.all([limiter.reward(target), limiter.reward(source)]);
    },
  };
}

/** Counted in this process's memory (tests, and a server without Redis). */
export const memoryAttemptLimiter = (policy: AttemptPolicy): AttemptLimiter =>
  attemptLimiter(memoryLimiter(guessingShape('attempts', policy)));
