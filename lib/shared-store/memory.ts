import type { SharedStore } from './types';

export interface MemoryOptions {
  /** Keys kept at most; beyond it the least recently used go first, so a flood of new keys cannot exhaust memory. */
  maxEntries: number;
  now?: () => number;
}

/** A map whose entries expire, holding at most `maxEntries` (least recently used out first). */
class ExpiringMap<T> {
  private readonly entries = new Map<string, { data: T; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  read(key: string): { data: T; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Back to the end of the map's order: the first key is always the least recently used.
    this.entries.set(key, entry);
    return entry;
  }

  write(key: string, data: T, expiresAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { data, expiresAt });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every expired entry; answers how many. */
  sweep(): number {
    const now = this.now();
    let swept = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) continue;
      this.entries.delete(key);
      swept += 1;
    }
    return swept;
  }
}

/**
 * A store of one process's memory. Reading an expired entry forgets it; `sweep` forgets the
 * expired entries no one reads again (a held submission never sent on, an invitation's ticket
 * never used), so personal data does not outlive its TTL in memory. Redis expires its own.
 */
export interface MemoryStore<V> extends SharedStore<V> {
  sweep(): number;
}

/** The shared store for one server process: each instance keeps its own copy. */
export function createMemoryStore<V>({ maxEntries, now = () => Date.now() }: MemoryOptions): MemoryStore<V> {
  const entries = new ExpiringMap<V>(maxEntries, now);
  return {
    async get(key) {
      return entries.read(key)?.data;
    },
    async set(key, value, ttlMs) {
      entries.write(key, value, now() + ttlMs);
    },
    async delete(key) {
      entries.remove(key);
    },
    sweep: () => entries.sweep(),
  };
}
