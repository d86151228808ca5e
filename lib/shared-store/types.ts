/**
 * Storage that several server instances can share: the news answer cache (the request and
 * guessing limits count with rate-limiter-flexible, lib/rate-limit/limiters.ts). Every call is
 * async, so an implementation may sit across the network (Redis, the Realtime Database); values
 * must survive a trip through JSON.
 */
export interface SharedStore<V> {
  get(key: string): Promise<V | undefined>;
  /** Keeps the value for `ttlMs`, after which `get` no longer finds it. */
  set(key: string, value: V, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Takes the key's claim for `ttlMs` unless another caller (in any instance) holds it: the one
   * that gets it does the work the key stands for, the others wait for its answer. A store of one
   * process has no others to wait for and leaves these out.
   */
  claim?(key: string, ttlMs: number): Promise<boolean>;
  release?(key: string): Promise<void>;
}
