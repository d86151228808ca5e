// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onceAcrossInstances } from '@/lib/news/cache';

/** Claims as Redis holds them for several instances: one holder per key until released or run out. */
function sharedClaims() {
  const held = new Set<string>();
  return {
    held,
    async claim(key: string) {
      if (held.has(key)) return false;
      held.add(key);
      return true;
    },
    async release(key: string) {
      held.delete(key);
    },
  };
}

const noWait = () => Promise.resolve();

describe('work done once across instances', () => {
  it('lets the instance that claims the key do the work, and the others read its answer', async () => {
    const claims = sharedClaims();
    let stored: string | undefined;
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const start = () =>
      new Promise<string>((resolve) => {
        calls += 1;
        finish = (value) => {
          stored = value;
          resolve(value);
        };
      });
    const options = { start, readFresh: async () => stored, claimMs: 1000, pollMs: 10 };
    const first = onceAcrossInstances(claims, 'page', options);
    const others = Array.from({ length: 5 }, () => onceAcrossInstances(claims, 'page', options));
    await new Promise((resolve) => setTimeout(resolve, 30));
    finish('answer');
    expect(await Promise.all([first, ...others])).toEqual(Array(6).fill('answer'));
    expect(calls).toBe(1);
    expect(claims.held.size).toBe(0);
  });

  it('hands the work over when the instance holding the claim fails', async () => {
    const claims = sharedClaims();
    await claims.claim('page');
    let calls = 0;
    const waiting = onceAcrossInstances(claims, 'page', {
      start: async () => {
        calls += 1;
        return 'mine';
      },
      readFresh: async () => undefined,
      claimMs: 1000,
      sleep: async () => {
        // The holder failed and gave up its claim without storing an answer.
        await claims.release('page');
      },
    });
    expect(await waiting).toBe('mine');
    expect(calls).toBe(1);
  });

  it('reads the answer once more after taking over a claim, as the holder may have just stored it', async () => {
    const claims = sharedClaims();
    await claims.claim('page');
    let stored: string | undefined;
    let reads = 0;
    let calls = 0;
    const answer = await onceAcrossInstances(claims, 'page', {
      start: async () => {
        calls += 1;
        return 'again';
      },
      // The holder stores its answer and gives the claim up right after this instance's first read.
      readFresh: async () => {
        reads += 1;
        const seen = stored;
        if (reads === 1) {
          stored = 'theirs';
          await claims.release('page');
        }
        return seen;
      },
      claimMs: 1000,
      sleep: noWait,
    });
    expect(answer).toBe('theirs');
    expect(calls).toBe(0);
    expect(claims.held.size).toBe(0);
  });

  it('reads the answer after its first claim too, as another instance may have stored it and let go since the caller looked', async () => {
    const claims = sharedClaims();
    let calls = 0;
    // The other instance claimed, asked the provider, stored and released between this caller's
    // own look in the cache and its claim: the claim succeeds, yet the answer is there.
    const answer = await onceAcrossInstances(claims, 'page', {
      start: async () => {
        calls += 1;
        return 'again';
      },
      readFresh: async () => 'theirs',
      claimMs: 1000,
      sleep: noWait,
    });
    expect(answer).toBe('theirs');
    expect(calls).toBe(0);
    expect(claims.held.size).toBe(0);
  });

  it('does the work itself when the claim is never given up, once the claim time has passed', async () => {
    const claims = sharedClaims();
    await claims.claim('page');
    let polls = 0;
    const answer = await onceAcrossInstances({ claim: async () => false }, 'page', {
      start: async () => 'late',
      readFresh: async () => {
        polls += 1;
        return undefined;
      },
      claimMs: 500,
      pollMs: 100,
      sleep: noWait,
    });
    expect(answer).toBe('late');
    expect(polls).toBe(5);
  });

  it('just does the work with a store of one process, which has no claims', async () => {
    expect(
      await onceAcrossInstances({}, 'page', { start: async () => 'x', readFresh: async () => undefined, claimMs: 1 }),
    ).toBe('x');
  });

  it('gives the claim up when the work fails, and passes the failure on', async () => {
    const claims = sharedClaims();
    await expect(
      onceAcrossInstances(claims, 'page', {
        start: async () => {
          throw new Error('provider down');
        },
        readFresh: async () => undefined,
        claimMs: 1000,
      }),
    ).rejects.toThrow('provider down');
    expect(claims.held.size).toBe(0);
  });
});
