/**
 * A small in-memory cache of provider answers. Entries are fresh for `ttlMs`; older ones are
 * kept (up to `maxEntries`, least recently used out first) to be served as stale when the
 * provider fails.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): { value: T; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, fresh: this.now() - entry.storedAt < this.ttlMs };
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
