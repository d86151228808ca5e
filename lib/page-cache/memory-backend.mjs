// Plain JavaScript, loaded by the page cache handler at run time (./handler.mjs).

/** Bytes of pages kept in one process's memory at most; the least recently used go first. */
export const MEMORY_LIMIT_BYTES = 50 * 1024 * 1024;

/** A rough size of an entry: its HTML and payloads, which are nearly all of it. */
export function entrySize(entry) {
  const value = entry?.value ?? {};
  let size = (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + 1024;
  for (const segment of value.segmentData?.values?.() ?? []) size += segment.length;
  return size;
}

/** Pages in this process's memory: the cache without Redis, and while Redis is down. */
export function createMemoryBackend(limitBytes = MEMORY_LIMIT_BYTES) {
  const entries = new Map();
  let total = 0;
  const tags = new Map();
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
      const size = entrySize(entry);
      if (size > limitBytes) return;
      entries.set(key, { entry, size, expiresAt: Date.now() + ttlMs });
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= limitBytes) break;
        drop(oldest);
      }
    },
    async delete(key) {
      drop(key);
    },
    async tagTimes(names) {
      return names.map((name) => tags.get(name) ?? 0);
    },
    async markTags(names, at) {
      for (const name of names) tags.set(name, at);
    },
  };
}
