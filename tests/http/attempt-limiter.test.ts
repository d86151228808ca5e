import { describe, expect, it } from 'vitest';
import { GUESSING_POLICY, memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';

describe('memoryAttemptLimiter', () => {
  it('uses 5 failures in 15 minutes for guessing', () => {
    expect(GUESSING_POLICY).toMatchObject({ maxFailures: 5, windowMs: 15 * 60_000 });
  });

  it('allows 4 failures, blocks from the 5th until the oldest counted one leaves the window', () => {
    const limiter = memoryAttemptLimiter({ maxFailures: 5, windowMs: 1000 });
    for (let t = 0; t < 4; t++) limiter.recordFailure('k', t * 100);
    expect(limiter.blockedFor('k', 400)).toBe(0);
    limiter.recordFailure('k', 400);
    expect(limiter.blockedFor('k', 500)).toBe(500);
    expect(limiter.blockedFor('k', 999)).toBe(1);
    expect(limiter.blockedFor('k', 1000)).toBe(0);
  });

  it('keeps keys apart and forgets a cleared key', () => {
    const limiter = memoryAttemptLimiter({ maxFailures: 2, windowMs: 1000 });
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 1);
    expect(limiter.blockedFor('a', 2)).toBeGreaterThan(0);
    expect(limiter.blockedFor('b', 2)).toBe(0);
    limiter.clear('a');
    expect(limiter.blockedFor('a', 2)).toBe(0);
  });

  it('holds at most maxKeys keys, dropping the oldest', () => {
    const limiter = memoryAttemptLimiter({ maxFailures: 1, windowMs: 1000, maxKeys: 2 });
    limiter.recordFailure('first', 0);
    limiter.recordFailure('second', 0);
    limiter.recordFailure('third', 0);
    expect(limiter.blockedFor('first', 1)).toBe(0);
    expect(limiter.blockedFor('second', 1)).toBeGreaterThan(0);
    expect(limiter.blockedFor('third', 1)).toBeGreaterThan(0);
  });
});
