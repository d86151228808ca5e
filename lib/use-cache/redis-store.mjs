// Plain JavaScript, loaded with the cache handler (./handler.mjs).
import { deserialize, serialize } from 'node:v8';
import { RESP_TYPES } from 'redis';
import { COMMAND_TIMEOUT_MS, KEY_PREFIX, withinDeadline } from '../shared-store/redis-connection.mjs';

/** How long a tag's mark is remembered: longer than any entry is kept. */
const TAG_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Bytes of cached entries in Redis at most, every instance together; the oldest stored go first.
 * Redis itself never evicts (docs/several-instances.md: `maxmemory-policy noeviction`, so no
 * limiter's or session's key can be dropped), so the cache keeps itself this small.
 */
export const REDIS_CACHE_LIMIT_BYTES = 128 * 1024 * 1024;

/** The index's own keys outlive the longest-kept entry by a day, and are renewed by every write. */
const INDEX_TTL_MS = 8 * 24 * 60 * 60_000;

/**
 * Stores one entry and keeps the total within the budget, atomically (one script, so two
 * instances writing at once cannot both count the same room). The index is a sorted set of keys in
 * the order they were stored, their sizes a hash, the total a counter. An entry that expired still
 * counts until it is the oldest: the total is never less than what is stored.
 * KEYS: entry, index, sizes, total, order. ARGV: value, ttl ms, size, limit, index ttl ms.
 */
const STORE_WITHIN_BUDGET = `
local entry, index, sizes, total, order = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local size, limit = tonumber(ARGV[3]), tonumber(ARGV[4])
local previous = redis.call('HGET', sizes, entry)
if previous then
  redis.call('ZREM', index, entry)
  redis.call('HDEL', sizes, entry)
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
redis.call('SET', entry, ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', index, redis.call('INCR', order), entry)
redis.call('HSET', sizes, entry, size)
redis.call('SET', total, used + size, 'PX', ARGV[5])
redis.call('PEXPIRE', index, ARGV[5])
redis.call('PEXPIRE', sizes, ARGV[5])
redis.call('PEXPIRE', order, ARGV[5])
return used + size
`;

/**
 * Entries in Redis, shared by every instance. Next's cache keys already name the build, so a new
 * deployment never reads the old one's entries; tags are shared, as revalidation is about data.
 * Entries hold bytes, so they are stored with v8.serialize rather than JSON.
 */
export function createRedisStore(client, limitBytes = REDIS_CACHE_LIMIT_BYTES) {
  const redis = client.withCommandOptions({
    timeout: COMMAND_TIMEOUT_MS,
    typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer },
  });
  const entryKey = (key) => `${KEY_PREFIX}cache:${key}`;
  const tagKey = (name) => `${KEY_PREFIX}cache-tag:${name}`;
  const indexKeys = ['cache-index', 'cache-sizes', 'cache-bytes', 'cache-order'].map((name) => `${KEY_PREFIX}${name}`);
  return {
    async get(key) {
      const stored = await withinDeadline(redis.get(entryKey(key)));
      return stored ? deserialize(stored) : null;
    },
    /** Throws when Redis refuses or cannot be reached; an entry larger than the budget is not kept. */
    async set(key, entry, ttlMs) {
      const value = serialize(entry);
      if (value.length > limitBytes) return;
      const ttl = String(Math.max(1, Math.round(ttlMs)));
      const args = [value, ttl, String(value.length), String(limitBytes), String(INDEX_TTL_MS)];
      await withinDeadline(redis.eval(STORE_WITHIN_BUDGET, { keys: [entryKey(key), ...indexKeys], arguments: args }));
    },
    async tagMarks(names) {
      if (names.length === 0) return [];
      const marks = await withinDeadline(redis.mGet(names.map(tagKey)));
      return marks.map((mark) => (mark ? JSON.parse(String(mark)) : undefined));
    },
    async markTags(names, mark) {
      if (names.length === 0) return;
      const multi = redis.multi();
      for (const name of names) multi.set(tagKey(name), JSON.stringify(mark), { EX: TAG_TTL_SECONDS });
      await withinDeadline(multi.exec());
    },
  };
}
