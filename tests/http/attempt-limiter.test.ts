// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptLimiter, GUESSING_POLICY, guessingShape, memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { memoryLimiter } from '@/lib/rate-limit/limiters';

const policy = { maxFailures: 5, windowMs: 1000 };
const keys = (target = 'member:ryf001', source = 'address:203.0.113.7') => ({ target, source });
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the attempt limiter (in memory)', () => {
  it('uses 5 failures in 15 minutes for guessing, in limiters of its own', () => {
    expect(GUESSING_POLICY).toEqual({ maxFailures: 5, windowMs: 15 * 60_000 });
    expect(guessingShape('sign-in', GUESSING_POLICY)).toEqual({
      name: 'guess:sign-in',
      points: 5,
      durationSeconds: 900,
    });
  });

  it('allows 5 attempts, refuses the 6th until the window that opened with the first has passed', async () => {
    const limiter = memoryAttemptLimiter(policy);
    for (let i = 0; i < 5; i++) {
      expect(await limiter.attempt(keys())).toEqual({ allowed: true });
      advance(100);
    }
    expect(await limiter.attempt(keys())).toEqual({ allowed: false, retryAfterMs: 500 });
    advance(499);
    expect(await limiter.attempt(keys())).toEqual({ allowed: false, retryAfterMs: 1 });
    advance(1);
    expect(await limiter.attempt(keys())).toEqual({ allowed: true });
  });

  it('refuses when either key is over, and gives the other key back its point', async () => {
    const limiter = memoryAttemptLimiter(policy);
    for (let i = 0; i < 5; i++) await limiter.attempt(keys('member:ryf001', `address:198.51.100.${i}`));
    // The ID is blocked; the member's own address is not used up by trying.
    for (let i = 0; i < 10; i++) expect(await limiter.attempt(keys())).toMatchObject({ allowed: false });
    for (let i = 0; i < 5; i++) expect(await limiter.attempt(keys('member:ryf002'))).toEqual({ allowed: true });
    expect(await limiter.attempt(keys('member:ryf003'))).toMatchObject({ allowed: false });
  });

  it('of 20 parallel attempts for one key, allows exactly 5', async () => {
    const limiter = memoryAttemptLimiter(policy);
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.attempt(keys('member:ryf001', `address:192.0.2.${i}`))),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('after a success clears the target and gives the source back only that attempt', async () => {
    const limiter = memoryAttemptLimiter(policy);
    for (let i = 0; i < 4; i++) await limiter.attempt(keys());
    await limiter.attempt(keys());
    await limiter.succeeded(keys());
    // The target starts again (5 more, from other addresses) ...
    for (let i = 0; i < 5; i++) {
      expect(await limiter.attempt(keys('member:ryf001', `address:192.0.2.${i}`))).toEqual({ allowed: true });
    }
    // ... while the source still holds its 4 wrong guesses: one more, then refused.
    expect(await limiter.attempt(keys('member:ryf009'))).toEqual({ allowed: true });
    expect(await limiter.attempt(keys('member:ryf010'))).toMatchObject({ allowed: false });
  });

  it('gives back both points of an attempt that could not be checked', async () => {
    const limiter = memoryAttemptLimiter(policy);
    for (let i = 0; i < 10; i++) {
      expect(await limiter.attempt(keys())).toEqual({ allowed: true });
      await limiter.notChecked(keys());
    }
  });

  it('throws when the counting itself fails', async () => {
    const counts = memoryLimiter(guessingShape('broken', policy));
    vi.spyOn(counts, 'consume').mockRejectedValue(new Error('store down'));
    await expect(attemptLimiter(counts).attempt(keys())).rejects.toThrow('store down');
  });
});
