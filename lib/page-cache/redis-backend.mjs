// Plain JavaScript, loaded by the page cache handler at run time (./handler.mjs).
import { deserialize, serialize } from 'node:v8';
import { RESP_TYPES } from 'redis';
import { COMMAND_TIMEOUT_MS, KEY_PREFIX, withinDeadline } from '../shared-store/redis-connection.mjs';

/** How long a revalidated tag is remembered: longer than any page is kept. */
const TAG_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Pages in Redis, shared by every instance of one build (the build id is part of each key, so a
 * new deployment never serves the old one's pages). Entries hold Buffers and Maps (the page's
 * payload and its per-segment payloads, without which the browser's router asks for them again
 * and again), so they are stored with v8.serialize rather than JSON. Every key has a time to live.
 */
export function createRedisBackend(client, buildId) {
  const redis = client.withCommandOptions({
    timeout: COMMAND_TIMEOUT_MS,
    typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer },
  });
  const pageKey = (key) => `${KEY_PREFIX}page:${buildId}:${key}`;
  const tagKey = (name) => `${KEY_PREFIX}page-tag:${buildId}:${name}`;
  return {
    async get(key) {
      const stored = await withinDeadline(redis.get(pageKey(key)));
      return stored ? deserialize(stored) : null;
    },
    async set(key, entry, ttlMs) {
      await withinDeadline(redis.set(pageKey(key), serialize(entry), { PX: Math.max(1, Math.round(ttlMs)) }));
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
