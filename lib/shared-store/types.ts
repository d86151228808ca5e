/**
 * Storage that several server instances can share: the news answer cache and the request
 * limits. Every call is async, so an implementation may sit across the network (Redis, the
 * Realtime Database); values must survive a trip through JSON.
 */
export interface SharedStore<V> {
  get(key: string): Promise<V | undefined>;
  /** Keeps the value for `ttlMs`, after which `get` no longer finds it. */
  set(key: string, value: V, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** How many hits a key has had in its current window, and when that window closes. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface SharedCounters {
  /**
   * Adds one hit to the key. A window of `windowMs` opens with the first hit and the count
   * starts again after it. Atomic: two instances counting the same key never lose a hit.
   */
  increment(key: string, windowMs: number): Promise<WindowCount>;
}
