// Plain JavaScript, loaded by the page cache handler at run time (./handler.mjs).
import { deserialize, serialize } from 'node:v8';
import { RESP_TYPES } from 'redis';
import { COMMAND_TIMEOUT_MS, KEY_PREFIX, withinDeadline } from '../shared-store/redis-connection.mjs';

/** How long a revalidated tag is remembered: longer than any page is kept. */
const TAG_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Bytes of kept pages in Redis at most, every instance and build together; the oldest stored go
 * first. Redis itself never evicts (docs/several-instances.md: `maxmemory-policy noeviction`, so
 * no limiter's or session's key can be dropped), so the page cache keeps itself this small: the
 * reader's editions (about 320 of about 300 KB) and the site's pages fit, with room to spare in a
 * 256 MB Redis for the news answers, pictures and limits.
 */
export const REDIS_PAGES_LIMIT_BYTES = 128 * 1024 * 1024;

/** The index's own keys outlive the longest-kept page by a day, and are renewed by every write. */
const INDEX_TTL_MS = 8 * 24 * 60 * 60_000;

/**
 * Stores one page and keeps the total within the budget, atomically (one script, so two
 * instances writing at once cannot both count the same room). The index is a sorted set of page
 * keys in the order they were stored (a counter, not a clock: two pages stored in one millisecond
 * keep their order), their sizes a hash, the total a counter. A page that expired or was deleted
 * still counts until it is the oldest: the total is never less than what is stored.
 * KEYS: page, index, sizes, total, order. ARGV: value, ttl ms, size, limit, index ttl ms.
 */
const STORE_WITHIN_BUDGET = `
local page, index, sizes, total, order = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local size, limit = tonumber(ARGV[3]), tonumber(ARGV[4])
local previous = redis.call('HGET', sizes, page)
if previous then
  redis.call('ZREM', index, page)
  redis.call('HDEL', sizes, page)
  redis.call('DECRBY', total, previous)
end
local used = tonumber(redis.call('GET', total) or '0')
while used + size > limit do
  local oldest = redis.call('ZRANGE', index, 0, 0)[1]
  if not oldest then break end
  used = used - tonumber(redis.call('HGET', sizes, oldest) or '0')
  redis.call('ZREM', index, oldest)
  redis.call('HDEL', sizes, oldest)
  redis.call('DEL', oldest)
end
if used < 0 then used = 0 end
redis.call('SET', page, ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', index, redis.call('INCR', order), page)
redis.call('HSET', sizes, page, size)
redis.call('SET', total, used + size, 'PX', ARGV[5])
redis.call('PEXPIRE', index, ARGV[5])
redis.call('PEXPIRE', sizes, ARGV[5])
redis.call('PEXPIRE', order, ARGV[5])
return used + size
`;

/**
 * Pages in Redis, shared by every instance of one build (the build id is part of each key, so a
 * new deployment never serves the old one's pages). Entries hold Buffers and Maps (the page's
 * payload and its per-segment payloads, without which the browser's router asks for them again
 * and again), so they are stored with v8.serialize rather than JSON. Every key has a time to live,
 * and all pages together stay within `limitBytes` (the index is shared by every build, so an old
 * deployment's pages are the first to go).
 */
export function createRedisBackend(client, buildId, limitBytes = REDIS_PAGES_LIMIT_BYTES) {
  const redis = client.withCommandOptions({
    timeout: COMMAND_TIMEOUT_MS,
    typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer },
  });
  const pageKey = (key) => `${KEY_PREFIX}page:${buildId}:${key}`;
  const tagKey = (name) => `${KEY_PREFIX}page-tag:${buildId}:${name}`;
  const indexKeys = ['page-index', 'page-sizes', 'page-bytes', 'page-order'].map((name) => `${KEY_PREFIX}${name}`);
  return {
    async get(key) {
      const stored = await withinDeadline(redis.get(pageKey(key)));
      return stored ? deserialize(stored) : null;
    },
    /** Throws when Redis refuses or cannot be reached; a page larger than the budget is not kept. */
    async set(key, entry, ttlMs) {
      const value = serialize(entry);
      if (value.length > limitBytes) return;
      const ttl = String(Math.max(1, Math.round(ttlMs)));
      const args = [value, ttl, String(value.length), String(limitBytes), String(INDEX_TTL_MS)];
      await withinDeadline(redis.eval(STORE_WITHIN_BUDGET, { keys: [pageKey(key), ...indexKeys], arguments: args }));
    },
    /** Its size stays in the index until it is the oldest: the total only ever counts high. */
    async delete(key) {
      await withinDeadline(redis.del(pageKey(key)));
    },
    async tagTimes(names) {
      if (names.length === 0) return [];
      const times = await withinDeadline(redis.mGet(names.map(tagKey)));
      return times.map((time) => Number(time ?? 0) || 0);
    },
    async markTags(names, at) {
      const multi = redis.multi();
      for (const name of names) multi.set(tagKey(name), String(at), { EX: TAG_TTL_SECONDS });
      await withinDeadline(multi.exec());
    },
  };
}
