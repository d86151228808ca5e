// @vitest-environment node
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore as createCacheStore } from '@/lib/use-cache/redis-store.mjs';
import { createMemoryStore } from '@/lib/shared-store/memory';
import type { SharedRedisClient } from '@/lib/shared-store/redis-connection.mjs';
import { createRedisStore } from '@/lib/shared-store/redis-store';
import { startRedisServer, type RedisServer } from '../support/redis-server';

// Against a real redis-server (Debian's package; .ci/run installs it). Two clients stand for two
// instances of the site: what one stores, the other reads.
let redis: RedisServer;
const clients: SharedRedisClient[] = [];

/** A client as redis-connection.mjs makes one: fails at once while disconnected, reconnects quickly. */
async function instanceClient(): Promise<SharedRedisClient> {
  const client = createClient({
    url: redis.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 500) },
  }) as unknown as SharedRedisClient;
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

const storeOf = (client: SharedRedisClient) =>
  createRedisStore<{ title: string }>({
    client,
    namespace: 'test-news',
    fallback: createMemoryStore({ maxEntries: 10 }),
  });

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.destroy()));
  await redis.stop();
});

async function waitUntilReady(client: SharedRedisClient) {
  const deadline = Date.now() + 10_000;
  while (!client.isReady) {
    if (Date.now() > deadline) throw new Error('client did not reconnect');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the shared store on Redis', () => {
  it('gives one instance what another stored, under the site prefix, with a time to live', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    await storeOf(a).set('page-1', { title: 'सासाराम' }, 60_000);
    expect(await storeOf(b).get('page-1')).toEqual({ title: 'सासाराम' });
    const ttl = await a.pTTL('yuva:test-news:page-1');
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await storeOf(b).delete('page-1');
    expect(await storeOf(a).get('page-1')).toBeUndefined();
  });

  it('lets one instance claim a key at a time, until it gives the claim up or the claim runs out', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    expect(await storeOf(a).claim?.('page-2', 60_000)).toBe(true);
    expect(await storeOf(b).claim?.('page-2', 60_000)).toBe(false);
    await storeOf(a).release?.('page-2');
    expect(await storeOf(b).claim?.('page-2', 50)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await storeOf(a).claim?.('page-2', 50)).toBe(true);
  });

  it('carries on in memory at once while Redis is down, and shares again when it is back', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    const [storeA, storeB] = [storeOf(a), storeOf(b)];
    await redis.kill();
    const started = Date.now();
    await storeA.set('while-down', { title: 'kept here' }, 60_000);
    expect(await storeA.get('while-down')).toEqual({ title: 'kept here' });
    expect(await storeB.get('while-down')).toBeUndefined();
    // Without Redis each instance answers for itself.
    expect(await storeB.claim?.('while-down', 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);

    await redis.restart();
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    await storeA.set('after', { title: 'shared again' }, 60_000);
    expect(await storeB.get('after')).toEqual({ title: 'shared again' });
  });
});

describe('a Redis that stops answering', () => {
  it('costs a request at most the command deadline, then the store carries on in memory', async () => {
    const client = await instanceClient();
    const store = storeOf(client);
    redis.freeze();
    try {
      const started = Date.now();
      await store.set('stuck', { title: 'kept here' }, 60_000);
      expect(await store.get('stuck')).toEqual({ title: 'kept here' });
      await expect(createCacheStore(client).get('/en')).rejects.toThrow(/did not answer/);
      expect(Date.now() - started).toBeLessThan(3 * 500 + 500);
    } finally {
      redis.thaw();
    }
  });
});

describe("'use cache' entries on Redis", () => {
  const entry = (text = 'payload') => ({
    value: new TextEncoder().encode(text),
    tags: ['news'],
    stale: 300,
    timestamp: 1_700_000_000_000,
    expire: 600,
    revalidate: 300,
  });

  it('gives one instance the entry another cached, bytes and all, with a time to live', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    await createCacheStore(a).set('key-1', entry(), 60_000);
    const served = (await createCacheStore(b).get('key-1')) as ReturnType<typeof entry>;
    expect(new TextDecoder().decode(served.value)).toBe('payload');
    expect(served.tags).toEqual(['news']);
    expect(await a.pTTL('yuva:cache:key-1')).toBeGreaterThan(0);
  });

  it('shares the marks of revalidated tags, each with a time to live', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    await createCacheStore(a).markTags(['posts'], { stale: 1234, expired: 1234 });
    expect(await createCacheStore(b).tagMarks(['posts', 'news'])).toEqual([{ stale: 1234, expired: 1234 }, undefined]);
    expect(await a.ttl('yuva:cache-tag:posts')).toBeGreaterThan(0);
  });

  it('stays within its byte budget, the oldest entries going first', async () => {
    const client = await instanceClient();
    const store = createCacheStore(client, 2500);
    for (const key of ['one', 'two', 'three']) await store.set(key, entry('x'.repeat(900)), 60_000);
    expect(await store.get('one')).toBeNull();
    expect(await store.get('three')).not.toBeNull();
    expect(Number(await client.get('yuva:cache-bytes'))).toBeLessThanOrEqual(2500);
  });

  it('fails fast while Redis is down (the handler then falls back to memory)', async () => {
    const client = await instanceClient();
    await redis.kill();
    const started = Date.now();
    await expect(createCacheStore(client).get('key-1')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    await redis.restart();
    await waitUntilReady(client);
  });
});
