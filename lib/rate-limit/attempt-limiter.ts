import { hit, memoryLimiter, type Limiter, type LimiterShape } from './limiters';

const MINUTE = 60_000;

/**
 * Every limit on guessing (a member's password, a complaint's proof), once. No count is kept per
 * target alone, so nobody can lock a member (or a complainant) out by guessing wrong on purpose:
 * - pair: one address guessing one target stops for the rest of the window;
 * - address: one address guessing anything stops for the rest of the window. Higher than the
 *   pair's, because a team office or a town behind carrier NAT shares one address;
 * - device: a browser that signed in as the member before (a signed device cookie) is counted in a
 *   bucket of its own, so it still signs in while strangers are refused; past its limit it is no
 *   longer trusted and counts as a stranger;
 * - target: everyone else together, guessing one target. Past `maxFailures`, each further attempt
 *   waits: `firstWaitMs`, doubling, at most `maxWaitMs`: a slow trickle, never a lock.
 */
export const GUESSING_POLICY = {
  pair: { maxFailures: 5, windowMs: 15 * MINUTE },
  address: { maxFailures: 10, windowMs: 15 * MINUTE },
  device: { maxFailures: 5, windowMs: 15 * MINUTE },
  target: { maxFailures: 5, windowMs: 24 * 60 * MINUTE, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
} as const;

export type GuessingPolicy = {
  [count in keyof typeof GUESSING_POLICY]: { maxFailures: number; windowMs: number };
} & { target: { firstWaitMs: number; maxWaitMs: number } };

/** What an attempt is counted against. */
export interface AttemptKeys {
  /** What is guessed at: a member ID, a complaint reference. */
  target: string;
  /** Who guesses: the address. */
  source: string;
  /** The nonce of a valid device cookie for the target (the sign-in), if the request carried one. */
  device?: string;
}

/** An attempt that may go ahead: it says how it ended, which gives back what it should. */
export interface CountedAttempt {
  allowed: true;
  /**
   * The guess was right: a trusted device's failures start again; from elsewhere, the pair's
   * start again and the target gets back every attempt of this pair (a member's typos before her
   * right password are not held against her), the address only this one (so an address cannot wipe
   * out its wrong guesses at others by checking something it knows), and nobody waits for it.
   */
  succeeded(): Promise<void>;
  /** Nothing could be checked (the database did not answer): every point of the attempt is given back. */
  notChecked(): Promise<void>;
}

export type AttemptVerdict = CountedAttempt | { allowed: false; retryAfterMs: number };

/**
 * Slows down guessing. Every attempt is counted before anything is read, so parallel guesses
 * cannot slip through while the first ones are still being checked.
 */
export interface AttemptLimiter {
  attempt(keys: AttemptKeys): Promise<AttemptVerdict>;
}

/** A limiter's counter of one kind, made from its shape (in memory, in Redis, or the server's). */
export type CounterFor = (shape: LimiterShape) => Limiter;

/** The shapes of one kind of guess's counters (their keys apart from every other limiter's). */
export function guessingShapes(name: string, policy: GuessingPolicy = GUESSING_POLICY) {
  const shape = (count: keyof GuessingPolicy): LimiterShape => ({
    name: `guess:${name}:${count}`,
    points: policy[count].maxFailures,
    durationSeconds: policy[count].windowMs / 1000,
  });
  return {
    pair: shape('pair'),
    address: shape('address'),
    device: shape('device'),
    target: shape('target'),
    // One point: held by the attempt that went through, until the target's wait is over.
    wait: { name: `guess:${name}:wait`, points: 1, durationSeconds: policy.target.maxWaitMs / 1000 },
  } satisfies Record<string, LimiterShape>;
}

/** The wait after the nth untrusted attempt at a target (n from 1): none up to the limit, then doubling. */
export function waitAfter(n: number, { maxFailures, firstWaitMs, maxWaitMs }: GuessingPolicy['target']): number {
  if (n < maxFailures) return 0;
  return Math.min(firstWaitMs * 2 ** (n - maxFailures), maxWaitMs);
}

const give = (limiter: Limiter, key: string, points = 1) => limiter.reward(key, points).then(() => undefined);

/**
 * Guessing counted by rate-limiter-flexible counters (its "brute force" recipe, with OWASP's device
 * cookies): a point per attempt and key, in windows that open with the key's first attempt.
 * Points stay with wrong guesses (and with attempts still being checked).
 */
export function attemptLimiter(
  name: string,
  counterFor: CounterFor,
  policy: GuessingPolicy = GUESSING_POLICY,
): AttemptLimiter {
  const shapes = guessingShapes(name, policy);
  const counters = {
    pair: counterFor(shapes.pair),
    address: counterFor(shapes.address),
    device: counterFor(shapes.device),
    target: counterFor(shapes.target),
    wait: counterFor(shapes.wait),
  };

  async function fromTrustedDevice(device: string): Promise<AttemptVerdict | null> {
    const { waitMs } = await hit(counters.device, device);
    if (waitMs > 0) return null;
    return {
      allowed: true,
      succeeded: () => counters.device.delete(device).then(() => undefined),
      notChecked: () => give(counters.device, device),
    };
  }

  async function fromElsewhere({ target, source }: AttemptKeys): Promise<AttemptVerdict> {
    const pair = `${target}|${source}`;
    const [pairHit, addressHit, targetHit] = await Promise.all([
      hit(counters.pair, pair),
      hit(counters.address, source),
      hit(counters.target, target),
    ]);
    // A refused attempt checks nothing: the target, and a key that still had room, get their point
    // back (an address blocked for one member does not use up that member's count, nor the reverse).
    const refuse = async (retryAfterMs: number): Promise<AttemptVerdict> => {
      await Promise.all([
        pairHit.waitMs === 0 && give(counters.pair, pair),
        addressHit.waitMs === 0 && give(counters.address, source),
        give(counters.target, target),
      ]);
      return { allowed: false, retryAfterMs };
    };
    const blockedMs = Math.max(pairHit.waitMs, addressHit.waitMs);
    if (blockedMs > 0) return refuse(blockedMs);

    // Past the target's limit, one attempt at a time goes through and holds the wait for the next
    // (one atomic count: of parallel attempts, only one finds the wait free).
    const waitMs = waitAfter(targetHit.consumedPoints, policy.target);
    const held = waitMs > 0 && (await hit(counters.wait, target, Math.ceil(waitMs / 1000)));
    if (held && held.waitMs > 0) return refuse(held.waitMs);

    return {
      allowed: true,
      succeeded: async () => {
        await Promise.all([
          counters.pair.delete(pair),
          give(counters.address, source),
          // This address's earlier failures at the target were the member's own typos (it knows the
          // password now): they no longer bring strangers' waits closer. Never more than were counted.
          give(counters.target, target, Math.min(pairHit.consumedPoints, targetHit.consumedPoints)),
          held && counters.wait.delete(target),
        ]);
      },
      notChecked: async () => {
        await Promise.all([
          give(counters.pair, pair),
          give(counters.address, source),
          give(counters.target, target),
          held && counters.wait.delete(target),
        ]);
      },
    };
  }

  return {
    async attempt(keys) {
      return (keys.device && (await fromTrustedDevice(keys.device))) || fromElsewhere(keys);
    },
  };
}

/** Counted in this process's memory (tests, and a server without Redis). */
export const memoryAttemptLimiter = (policy: GuessingPolicy = GUESSING_POLICY): AttemptLimiter =>
  attemptLimiter('attempts', memoryLimiter, policy);
