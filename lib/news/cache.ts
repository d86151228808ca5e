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
