import type { SharedStore } from '@/lib/shared-store/types';

/** What the cache keeps: the answer and when it arrived, so any instance can tell whether it is fresh. */
export interface CachedAnswer<T> {
  value: T;
  storedAt: number;
}

/** Old answers are kept this long after they stop being fresh, to be served as stale when the provider fails. */
export const STALE_ANSWER_KEEP_MS = 24 * 60 * 60_000;

/**
 * Provider answers in a shared store. Entries are fresh for `freshMs`; older ones stay (until the
 * store drops them) to cover a failing provider.
 */
export class AnswerCache<T> {
  constructor(
    private readonly store: SharedStore<CachedAnswer<T>>,
    private readonly freshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<{ value: T; fresh: boolean } | undefined> {
    const entry = await this.store.get(key);
    if (!entry) return undefined;
    return { value: entry.value, fresh: this.now() - entry.storedAt < this.freshMs };
  }

  async set(key: string, value: T): Promise<void> {
    await this.store.set(key, { value, storedAt: this.now() }, Math.max(this.freshMs, STALE_ANSWER_KEEP_MS));
  }
}

/** One shared promise per key while a request is under way, so identical requests cost one call. */
export function createInFlight<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key, start) => {
    let request = pending.get(key);
    if (!request) {
      request = start().finally(() => pending.delete(key));
      pending.set(key, request);
    }
    return request;
  };
}

export interface OnceAcrossInstancesOptions<T> {
  /** Does the work and stores its answer where `readFresh` finds it. */
  start: () => Promise<T>;
  /** The answer another instance stored, if it is fresh. */
  readFresh: () => Promise<T | undefined>;
  /** How long a claim holds: longer than the work takes, so a crashed instance's claim runs out. */
  claimMs: number;
  /** How often a waiting instance looks for the answer. */
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Work that several instances would otherwise each do at once (a provider call when the cache
 * window ends and a crowd arrives on every instance): the instance that claims the key does it,
 * the others wait for its stored answer. When the claimer fails, its claim is given up and a
 * waiting instance takes it over; when it never answers, the claim runs out after `claimMs`. A
 * store without claims (one process) just does the work.
 */
export async function onceAcrossInstances<T>(
  store: Pick<SharedStore<unknown>, 'claim' | 'release'>,
  key: string,
  { start, readFresh, claimMs, pollMs = 50, sleep = pause }: OnceAcrossInstancesOptions<T>,
): Promise<T> {
  const claim = store.claim?.bind(store);
  /**
   * With the claim held: the answer when one is there after all, else the work. The caller found
   * no answer before claiming, but the instance that held the claim may have stored its answer and
   * given the claim up since (a fast provider, a slow cold start here), and a claim is only a
   * turn, not a sign that the work is still to do.
   */
  const storedOrWork = async () => {
    try {
      return (await readFresh()) ?? (await start());
    } finally {
      await store.release?.(key);
    }
  };
  if (!claim || (await claim(key, claimMs))) return storedOrWork();
  for (let waited = 0; waited < claimMs; waited += pollMs) {
    await sleep(pollMs);
    const answer = await readFresh();
    if (answer !== undefined) return answer;
    if (await claim(key, claimMs)) return storedOrWork();
  }
  return start();
}
