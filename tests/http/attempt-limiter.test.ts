// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptLimiter,
  GUESSING_POLICY,
  guessingShapes,
  memoryAttemptLimiter,
  waitAfter,
  type AttemptKeys,
  type AttemptVerdict,
} from '@/lib/rate-limit/attempt-limiter';
import { memoryLimiter } from '@/lib/rate-limit/limiters';

const MINUTE = 60_000;
const member = 'member:ryf001';
const from = (address: string, target = member, device?: string): AttemptKeys => ({
  target,
  source: `address:${address}`,
  ...(device ? { device } : {}),
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const allowed = (verdict: AttemptVerdict) => verdict.allowed;
const waitOf = (verdict: AttemptVerdict) => (verdict.allowed ? 0 : verdict.retryAfterMs);

/** `count` wrong guesses at the member, each from an address of its own (as a botnet would). */
async function strangersGuess(limiter: ReturnType<typeof memoryAttemptLimiter>, count: number, first = 0) {
  const verdicts: AttemptVerdict[] = [];
  for (let i = first; i < first + count; i++) verdicts.push(await limiter.attempt(from(`198.51.100.${i}`)));
  return verdicts;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the guessing policy', () => {
  it('is one table: 5 per pair, 10 per address, 5 per device in 15 minutes; 5 per target in a day, then waits', () => {
    expect(GUESSING_POLICY).toEqual({
      pair: { maxFailures: 5, windowMs: 15 * MINUTE },
      address: { maxFailures: 10, windowMs: 15 * MINUTE },
      device: { maxFailures: 5, windowMs: 15 * MINUTE },
      target: { maxFailures: 5, windowMs: 24 * 60 * MINUTE, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
    });
  });

  it('gives each kind of guess counters of its own', () => {
    expect(guessingShapes('sign-in')).toEqual({
      pair: { name: 'guess:sign-in:pair', points: 5, durationSeconds: 900 },
      address: { name: 'guess:sign-in:address', points: 10, durationSeconds: 900 },
      device: { name: 'guess:sign-in:device', points: 5, durationSeconds: 900 },
      target: { name: 'guess:sign-in:target', points: 5, durationSeconds: 86_400 },
      wait: { name: 'guess:sign-in:wait', points: 1, durationSeconds: 900 },
    });
  });

  it('waits 1, 2, 4, 8 minutes, then 15 at most, after the 5th untrusted attempt at a target', () => {
    const waits = Array.from({ length: 9 }, (_, i) => waitAfter(i + 1, GUESSING_POLICY.target) / MINUTE);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15]);
  });
});

describe('one address guessing', () => {
  it('gets 5 attempts at one member, then waits until the window that opened with the first has passed', async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 5; i++) {
      expect((await limiter.attempt(from('203.0.113.7'))).allowed).toBe(true);
      advance(1000);
    }
    // The pair's window (15 minutes, opened 5 s ago) ends before the target's wait would.
    expect(waitOf(await limiter.attempt(from('203.0.113.7')))).toBe(15 * MINUTE - 5000);
  });

  it('gets 10 attempts in all, whatever members it names', async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 10; i++)
      expect(allowed(await limiter.attempt(from('203.0.113.7', `member:ryf0${i}`)))).toBe(true);
    expect(allowed(await limiter.attempt(from('203.0.113.7', 'member:ryf099')))).toBe(false);
  });

  it("blocks only its own pair: the member's attempt from another address goes through", async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 20; i++) expect(allowed(await limiter.attempt(from('203.0.113.7')))).toBe(i < 5);
    // Its 5 failures are the target's limit too: the next attempt at her waits a minute ...
    advance(MINUTE);
    // ... while the pair stays blocked for its 15 minutes.
    expect(allowed(await limiter.attempt(from('203.0.113.7')))).toBe(false);
    expect(allowed(await limiter.attempt(from('192.0.2.1')))).toBe(true);
  });

  it('cannot wipe out its wrong guesses by checking something it knows', async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 9; i++) await limiter.attempt(from('203.0.113.7', `member:ryf0${i}`));
    const right = await limiter.attempt(from('203.0.113.7', 'member:ryf050'));
    if (!right.allowed) throw new Error('refused');
    await right.succeeded();
    expect(allowed(await limiter.attempt(from('203.0.113.7', 'member:ryf051')))).toBe(true);
    expect(allowed(await limiter.attempt(from('203.0.113.7', 'member:ryf052')))).toBe(false);
  });

  it("does not hold a member's own typos, followed by her password from the same address, against her", async () => {
    const limiter = memoryAttemptLimiter();
    for (let day = 0; day < 3; day++) {
      const address = `203.0.113.${day}`;
      for (let i = 0; i < 2; i++) await limiter.attempt(from(address));
      const right = await limiter.attempt(from(address));
      if (!right.allowed) throw new Error('refused');
      await right.succeeded();
    }
    // 6 typos in all, none counted: strangers still get their 5 before any wait.
    expect((await strangersGuess(limiter, 5)).every(allowed)).toBe(true);
    expect(allowed(await limiter.attempt(from('192.0.2.1')))).toBe(false);
  });

  it("after a success starts its pair's count again", async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 3; i++) await limiter.attempt(from('203.0.113.7'));
    const right = await limiter.attempt(from('203.0.113.7'));
    if (!right.allowed) throw new Error('refused');
    await right.succeeded();
    // The pair starts again; the 3 wrong ones stay with the address (8 of its 10 after these 5).
    for (let i = 0; i < 5; i++) expect(allowed(await limiter.attempt(from('203.0.113.7')))).toBe(true);
  });
});

describe('strangers guessing at one member from many addresses', () => {
  it('get 5 attempts, then one at a time, waiting 1, 2, 4, 8, 15, 15 minutes: never a lock', async () => {
    const limiter = memoryAttemptLimiter();
    expect((await strangersGuess(limiter, 5)).every(allowed)).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await limiter.attempt(from(`192.0.2.${i}`));
      waits.push(waitOf(refused) / MINUTE);
      advance(waitOf(refused) - 1);
      expect(allowed(await limiter.attempt(from(`192.0.2.${i}`)))).toBe(false);
      advance(1);
      expect(allowed(await limiter.attempt(from(`192.0.2.${i}`)))).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('refused attempts do not make the wait longer', async () => {
    const limiter = memoryAttemptLimiter();
    await strangersGuess(limiter, 5);
    expect((await strangersGuess(limiter, 30, 100)).some(allowed)).toBe(false);
    advance(MINUTE);
    expect(allowed(await limiter.attempt(from('192.0.2.1')))).toBe(true);
    expect(waitOf(await limiter.attempt(from('192.0.2.2')))).toBe(2 * MINUTE);
  });

  it('of 20 parallel attempts from 20 addresses, let exactly 5 through', async () => {
    const limiter = memoryAttemptLimiter();
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => limiter.attempt(from(`192.0.2.${i}`))));
    expect(verdicts.filter(allowed)).toHaveLength(5);
  });

  it('start again a day after the first', async () => {
    const limiter = memoryAttemptLimiter();
    await strangersGuess(limiter, 5);
    advance(24 * 60 * MINUTE);
    expect((await strangersGuess(limiter, 5, 50)).every(allowed)).toBe(true);
  });
});

describe("the member's own device (a valid device cookie)", () => {
  it('signs in while strangers are waiting, and from an address that is blocked', async () => {
    const limiter = memoryAttemptLimiter();
    await strangersGuess(limiter, 5);
    for (let i = 0; i < 10; i++) await limiter.attempt(from('203.0.113.7', `member:ryf0${i}`));
    expect(allowed(await limiter.attempt(from('192.0.2.1')))).toBe(false);
    expect(allowed(await limiter.attempt(from('203.0.113.7')))).toBe(false);
    expect(allowed(await limiter.attempt(from('203.0.113.7', member, 'her-phone')))).toBe(true);
  });

  it('is counted apart: its failures wait for nobody else, and a success starts them again', async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 4; i++) await limiter.attempt(from('203.0.113.7', member, 'her-phone'));
    const right = await limiter.attempt(from('203.0.113.7', member, 'her-phone'));
    if (!right.allowed) throw new Error('refused');
    await right.succeeded();
    for (let i = 0; i < 5; i++)
      expect(allowed(await limiter.attempt(from('203.0.113.7', member, 'her-phone')))).toBe(true);
    // None of the device's 10 attempts were counted against the pair, the address or the target.
    for (let i = 0; i < 5; i++) expect(allowed(await limiter.attempt(from('203.0.113.7')))).toBe(true);
    for (let i = 0; i < 5; i++) expect(allowed(await limiter.attempt(from('203.0.113.7', 'member:ryf002')))).toBe(true);
  });

  it('after 5 failures is no longer trusted: counted as a stranger, and refused while strangers wait', async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 5; i++) await limiter.attempt(from('203.0.113.7', member, 'stolen'));
    await strangersGuess(limiter, 5);
    expect(waitOf(await limiter.attempt(from('203.0.113.7', member, 'stolen')))).toBe(MINUTE);
    // Another device of hers is still trusted.
    expect(allowed(await limiter.attempt(from('203.0.113.7', member, 'her-phone')))).toBe(true);
  });
});

it('a right guess past the limit makes nobody wait for it', async () => {
  const limiter = memoryAttemptLimiter();
  await strangersGuess(limiter, 4);
  const right = await limiter.attempt(from('192.0.2.1'));
  if (!right.allowed) throw new Error('refused');
  await right.succeeded();
  expect(allowed(await limiter.attempt(from('192.0.2.2')))).toBe(true);
  expect(allowed(await limiter.attempt(from('192.0.2.3')))).toBe(false);
});

describe('an attempt that could not be checked', () => {
  it('gives back every point, from elsewhere as from a device', async () => {
    const limiter = memoryAttemptLimiter();
    for (let i = 0; i < 12; i++) {
      for (const keys of [from('203.0.113.7'), from('203.0.113.7', member, 'her-phone')]) {
        const verdict = await limiter.attempt(keys);
        if (!verdict.allowed) throw new Error(`refused at ${i}`);
        await verdict.notChecked();
      }
    }
  });

  it('past the limit, frees the wait it held', async () => {
    const limiter = memoryAttemptLimiter();
    await strangersGuess(limiter, 4);
    const held = await limiter.attempt(from('192.0.2.1'));
    if (!held.allowed) throw new Error('refused');
    expect(allowed(await limiter.attempt(from('192.0.2.2')))).toBe(false);
    await held.notChecked();
    expect(allowed(await limiter.attempt(from('192.0.2.2')))).toBe(true);
  });
});

it('throws when the counting itself fails', async () => {
  const broken = attemptLimiter('broken', (shape) => {
    const counter = memoryLimiter(shape);
    vi.spyOn(counter, 'consume').mockRejectedValue(new Error('store down'));
    return counter;
  });
  await expect(broken.attempt(from('203.0.113.7'))).rejects.toThrow('store down');
});
