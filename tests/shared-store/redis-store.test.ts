// @vitest-environment node
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBackend } from '@/lib/page-cache/redis-backend.mjs';
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
      await expect(createRedisBackend(client, 'build-1').get('/en')).rejects.toThrow(/did not answer/);
      expect(Date.now() - started).toBeLessThan(3 * 500 + 500);
    } finally {
      redis.thaw();
    }
  });
});

describe('kept pages on Redis', () => {
  const entry = () => ({
    lastModified: 1_700_000_000_000,
    cacheControl: { revalidate: 300, expire: 31536000 },
    value: {
      kind: 'APP_PAGE',
      html: '<html><script>x()</script></html>',
      rscData: Buffer.from('payload'),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': '_N_T_/layout' },
      status: 200,
    },
  });

  it('gives one instance the page another kept, with its payload and per-segment payloads', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    await createRedisBackend(a, 'build-1').set('/en/news', entry(), 60_000);
    const served = (await createRedisBackend(b, 'build-1').get('/en/news')) as ReturnType<typeof entry>;
    expect(served.value.html).toBe(entry().value.html);
    expect(Buffer.isBuffer(served.value.rscData)).toBe(true);
    expect(served.value.rscData.toString()).toBe('payload');
    expect(served.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(served.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
    expect(await a.pTTL('yuva:page:build-1:/en/news')).toBeGreaterThan(0);
  });

  it('keeps each build apart, so a new deployment never serves the old one pages', async () => {
    const [a] = [await instanceClient()];
    await createRedisBackend(a, 'build-1').set('/en', entry(), 60_000);
    expect(await createRedisBackend(a, 'build-2').get('/en')).toBeNull();
  });

  it('shares revalidated tags, each with a time to live', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    await createRedisBackend(a, 'build-1').markTags(['_N_T_/en'], 1234);
    expect(await createRedisBackend(b, 'build-1').tagTimes(['_N_T_/en', '_N_T_/hi'])).toEqual([1234, 0]);
    expect(await a.ttl('yuva:page-tag:build-1:_N_T_/en')).toBeGreaterThan(0);
  });

  it('fails fast while Redis is down (the handler then falls back to memory)', async () => {
    const client = await instanceClient();
    await redis.kill();
    const started = Date.now();
    await expect(createRedisBackend(client, 'build-1').get('/en')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    await redis.restart();
    await waitUntilReady(client);
  });
});
