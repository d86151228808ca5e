// Plain JavaScript, loaded with the cache handler (./handler.mjs).

/** Bytes of entries kept in one process's memory at most; the least recently used go first. */
export const MEMORY_LIMIT_BYTES = 50 * 1024 * 1024;
/** Tags marked at most: the oldest marks go first (their entries have long been renewed). */
const MAX_TAGS = 10_000;

/** Entries in this process's memory: the cache without Redis, and while Redis is down. */
export function createMemoryStore(limitBytes = MEMORY_LIMIT_BYTES) {
  const entries = new Map();
  const tags = new Map();
  let total = 0;
  const drop = (key) => {
    const known = entries.get(key);
    if (!known) return;
    entries.delete(key);
    total -= known.size;
  };
  return {
    async get(key) {
      const known = entries.get(key);
      if (!known) return null;
      if (known.expiresAt <= Date.now()) {
        drop(key);
        return null;
      }
      // Back to the newest end: the first key is always the least recently used.
      entries.delete(key);
      entries.set(key, known);
      return known.entry;
    },
    async set(key, entry, ttlMs) {
      drop(key);
      const size = entry.value.byteLength + 256;
      if (size > limitBytes) return;
      entries.set(key, { entry, size, expiresAt: Date.now() + ttlMs });
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= limitBytes) break;
        drop(oldest);
      }
    },
    async tagMarks(names) {
      return names.map((name) => tags.get(name));
    },
    async markTags(names, mark) {
      for (const name of names) {
        tags.delete(name);
        tags.set(name, mark);
      }
      for (const oldest of tags.keys()) {
        if (tags.size <= MAX_TAGS) break;
        tags.delete(oldest);
      }
    },
  };
}
