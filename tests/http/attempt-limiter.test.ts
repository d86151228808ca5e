import { describe, expect, it } from 'vitest';
import { GUESSING_POLICY, memoryAttemptLimiter, storeAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { createMemoryStore } from '@/lib/shared-store/memory';

describe('the attempt limiter (over an in-memory store)', () => {
  it('uses 5 failures in 15 minutes for guessing', () => {
    expect(GUESSING_POLICY).toMatchObject({ maxFailures: 5, windowMs: 15 * 60_000 });
  });

  it('allows 4 failures, blocks from the 5th until the oldest counted one leaves the window', async () => {
    const limiter = memoryAttemptLimiter({ maxFailures: 5, windowMs: 1000 });
    for (let t = 0; t < 4; t++) await limiter.recordFailure('k', t * 100);
    expect(await limiter.blockedFor('k', 400)).toBe(0);
    await limiter.recordFailure('k', 400);
    expect(await limiter.blockedFor('k', 500)).toBe(500);
    expect(await limiter.blockedFor('k', 999)).toBe(1);
    expect(await limiter.blockedFor('k', 1000)).toBe(0);
  });

  it('keeps keys apart and forgets a cleared key', async () => {
    const limiter = memoryAttemptLimiter({ maxFailures: 2, windowMs: 1000 });
    await limiter.recordFailure('a', 0);
    await limiter.recordFailure('a', 1);
    expect(await limiter.blockedFor('a', 2)).toBeGreaterThan(0);
    expect(await limiter.blockedFor('b', 2)).toBe(0);
    await limiter.clear('a');
    expect(await limiter.blockedFor('a', 2)).toBe(0);
  });

  it('holds at most maxKeys keys, dropping the oldest', async () => {
    const limiter = memoryAttemptLimiter({ maxFailures: 1, windowMs: 1000, maxKeys: 2 });
    await limiter.recordFailure('first', 0);
    await limiter.recordFailure('second', 0);
    await limiter.recordFailure('third', 0);
    expect(await limiter.blockedFor('first', 1)).toBe(0);
    expect(await limiter.blockedFor('second', 1)).toBeGreaterThan(0);
    expect(await limiter.blockedFor('third', 1)).toBeGreaterThan(0);
  });

  it('counts failures made on another instance that shares the store', async () => {
    const store = createMemoryStore<number[]>({ maxEntries: 10 });
    const policy = { maxFailures: 2, windowMs: 1000 };
    const here = storeAttemptLimiter(store, policy);
    const there = storeAttemptLimiter(store, policy);
    await here.recordFailure('k', 0);
    expect(await there.blockedFor('k', 1)).toBe(0);
    await there.recordFailure('k', 1);
    expect(await here.blockedFor('k', 2)).toBe(998);
  });
});
