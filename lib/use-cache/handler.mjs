// The handler behind `'use cache'` (next.config.ts `cacheHandlers.default`; the interface is Next's
// documented `CacheHandler` from `next/cache`: get, set, refreshTags, getExpiration, updateTags).
// Loaded by Next at run time without the bundler, so plain JavaScript.
//
// - In Redis when REDIS_URL is set, so what one instance cached (the news for a window, the posts)
//   every instance serves, and a tag revalidated on one (a post published) is stale on all of
//   them; while Redis cannot be reached, in this process's memory (a miss, never an error).
// - In this process's memory otherwise (the demo copy, one instance).
// - Entries live until their `expire` (between a minute and a week), within a byte budget.
import { isBuildPhase } from '../env/build-phase.mjs';
import { sharedRedis } from '../shared-store/redis-connection.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createRedisStore } from './redis-store.mjs';
import { bytesOf, streamOf } from './streams.mjs';

const MIN_KEEP_MS = 60_000;
const MAX_KEEP_MS = 7 * 24 * 60 * 60_000;
const REGISTRY = Symbol.for('yuva.useCache');

/** How long to keep an entry: its `expire`, within bounds (Next sends seconds, or a huge number for "never"). */
export function keepMs(expireSeconds) {
  const expire = Number.isFinite(expireSeconds) ? expireSeconds * 1000 : MAX_KEEP_MS;
  return Math.min(MAX_KEEP_MS, Math.max(MIN_KEEP_MS, expire));
}

/**
 * Whether an entry made at `timestamp` is out of date by its tags' marks: `expired` (never serve
 * it again), `stale` (serve it while a fresh one is made), or `fresh`.
 */
export function tagState(timestamp, marks, now = Date.now()) {
  let state = 'fresh';
  for (const mark of marks) {
    if (!mark) continue;
    if (mark.expired !== undefined && mark.expired > timestamp && mark.expired <= now) return 'expired';
    if (mark.stale !== undefined && mark.stale > timestamp) state = 'stale';
  }
  return state;
}

function warn(state, message, error) {
  // Once a minute at most: an outage must not flood the log.
  if (Date.now() - state.lastWarning < 60_000) return;
  state.lastWarning = Date.now();
  console.warn(`Cache: ${message}; using this process's memory (${error?.message ?? error})`);
}

/** The process's stores, made once: Next may load this file more than once. */
function stores() {
  const scope = globalThis;
  if (!scope[REGISTRY]) {
    const client = isBuildPhase() ? null : sharedRedis();
    scope[REGISTRY] = { memory: createMemoryStore(), redis: client ? createRedisStore(client) : null, lastWarning: 0 };
  }
  return scope[REGISTRY];
}

/** Runs `operation` on Redis when configured, on memory when not or while Redis fails. */
async function withStore(state, operation) {
  if (!state.redis) return operation(state.memory);
  try {
    return await operation(state.redis);
  } catch (error) {
    warn(state, 'Redis unreachable', error);
    return operation(state.memory);
  }
}

/** @type {import('next/cache').CacheHandler} */
const handler = {
  async get(cacheKey, softTags) {
    const state = stores();
    try {
      const entry = await withStore(state, (store) => store.get(cacheKey));
      if (!entry) return undefined;
      const marks = await withStore(state, (store) => store.tagMarks([...entry.tags, ...softTags]));
      const freshness = tagState(entry.timestamp, marks);
      if (freshness === 'expired') return undefined;
      return {
        ...entry,
        value: streamOf(entry.value),
        // A negative revalidate lies in the past: Next serves the entry and makes a fresh one.
        revalidate: freshness === 'stale' ? -1 : entry.revalidate,
      };
    } catch (error) {
      warn(state, 'read failed', error);
      return undefined;
    }
  },

  async set(cacheKey, pendingEntry) {
    const state = stores();
    try {
      const entry = await pendingEntry;
      // Nothing to keep: a failure returned as a value is given no life (lib/news/cached-news.ts).
      if (!(entry.expire > 0)) {
        await entry.value.cancel();
        return;
      }
      // An entry whose value failed half-way would make an incomplete page: not kept.
      const value = await bytesOf(entry.value);
      const stored = { ...entry, value };
      await withStore(state, (store) => store.set(cacheKey, stored, keepMs(entry.expire)));
    } catch (error) {
      warn(state, 'write failed', error);
    }
  },

  // Tags are read from the store with each entry (getExpiration and get), so there is nothing to sync.
  async refreshTags() {},

  async getExpiration(tags) {
    const state = stores();
    try {
      const marks = await withStore(state, (store) => store.tagMarks(tags));
      const now = Date.now();
      return Math.max(
        0,
        ...marks.map((mark) => (mark?.expired !== undefined && mark.expired <= now ? mark.expired : 0)),
      );
    } catch {
      return 0;
    }
  },

  /**
   * Marks the tags on every instance: without `durations`, out of date at once; with them, stale
   * now (served while refreshed) and out of date after `durations.expire` seconds. Throws when Redis
   * cannot be reached: a revalidation only this instance heard of must not look done.
   */
  async updateTags(tags, durations) {
    const state = stores();
    const now = Date.now();
    const mark = durations
      ? { stale: now, ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }) }
      : { stale: now, expired: now };
    await state.memory.markTags(tags, mark);
    if (state.redis) await state.redis.markTags(tags, mark);
  },
};

export default handler;
