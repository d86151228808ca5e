// @vitest-environment node
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import handler, { keepMs, tagState } from '@/lib/use-cache/handler.mjs';
import { closeSharedRedis, sharedStoreState, type SharedRedisClient } from '@/lib/shared-store/redis-connection.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';

// The handler behind 'use cache', in memory and against a real redis-server (Debian's package),
// as the site runs it with and without REDIS_URL.
const REGISTRY = Symbol.for('yuva.useCache');
const MINUTE = 60;

const bytes = (text: string) => new TextEncoder().encode(text);
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes(text));
      controller.close();
    },
  });
const entry = (text: string, tags: string[] = [], timestamp = Date.now()) => ({
  value: streamOf(text),
  tags,
  stale: 5 * MINUTE,
  timestamp,
  expire: 10 * MINUTE,
  revalidate: 5 * MINUTE,
});
const textOf = async (found: Awaited<ReturnType<typeof handler.get>>) =>
  found ? new TextDecoder().decode(await new Response(found.value).arrayBuffer()) : undefined;
/** A new process: the handler's stores made afresh, as on another instance. */
const anotherProcess = () => delete (globalThis as Record<symbol, unknown>)[REGISTRY];

afterEach(() => {
  anotherProcess();
  vi.restoreAllMocks();
});

describe('how long entries are kept and what tags say', () => {
  it('keeps an entry until its expire, between a minute and a week', () => {
    expect(keepMs(600)).toBe(600_000);
    expect(keepMs(1)).toBe(60_000);
    expect(keepMs(365 * 24 * 3600)).toBe(7 * 24 * 3600_000);
    expect(keepMs(Number.POSITIVE_INFINITY)).toBe(7 * 24 * 3600_000);
  });

  it('is fresh with no mark after it was made, stale after a stale mark, expired after an expiry that has come', () => {
    expect(tagState(1000, [undefined, { stale: 900, expired: 900 }], 2000)).toBe('fresh');
    expect(tagState(1000, [{ stale: 1500 }], 2000)).toBe('stale');
    expect(tagState(1000, [{ stale: 1500, expired: 1500 }], 2000)).toBe('expired');
    // Stale now, out of date only once its expiry has come.
    expect(tagState(1000, [{ stale: 1500, expired: 5000 }], 2000)).toBe('stale');
    expect(tagState(1000, [{ stale: 1500, expired: 5000 }], 6000)).toBe('expired');
  });
});

describe("the 'use cache' handler in memory (no REDIS_URL)", () => {
  beforeEach(() => {
    delete process.env.REDIS_URL;
    anotherProcess();
  });

  it('serves what was set, as a fresh stream on every read, and nothing for an unknown key', async () => {
    await handler.set('key-1', Promise.resolve(entry('posts v1')));
    expect(await textOf(await handler.get('key-1', []))).toBe('posts v1');
    expect(await textOf(await handler.get('key-1', []))).toBe('posts v1');
    expect(await handler.get('key-2', [])).toBeUndefined();
  });

  it('keeps nothing given no life (a failure returned as a value)', async () => {
    await handler.set('failed', Promise.resolve({ ...entry('failure'), expire: 0, revalidate: 0 }));
    expect(await handler.get('failed', [])).toBeUndefined();
  });

  it('keeps nothing when the value fails half-way (an incomplete page)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('half'));
        controller.error(new Error('render failed'));
      },
    });
    await handler.set('key-1', Promise.resolve({ ...entry(''), value: failing }));
    expect(await handler.get('key-1', [])).toBeUndefined();
  });

  it('a tag expired at once (a post published) makes its entries a miss; an untagged entry stays', async () => {
    await handler.set('posts', Promise.resolve(entry('posts v1', ['posts'], Date.now() - 10)));
    await handler.set('news', Promise.resolve(entry('news v1', ['news'], Date.now() - 10)));
    await handler.updateTags(['posts']);
    expect(await handler.get('posts', [])).toBeUndefined();
    expect(await textOf(await handler.get('news', []))).toBe('news v1');
  });

  it('a tag marked stale is served with a revalidation in the past, so Next renews it behind the reader', async () => {
    await handler.set('news', Promise.resolve(entry('news v1', ['news'], Date.now() - 10)));
    await handler.updateTags(['news'], { expire: 3600 });
    const found = await handler.get('news', []);
    expect(await textOf(found)).toBe('news v1');
    expect(found?.revalidate).toBeLessThan(0);
  });

  it('soft tags (a path revalidated) count like the entry’s own, and getExpiration reports the latest expiry', async () => {
    await handler.set('page', Promise.resolve(entry('page v1', [], Date.now() - 10)));
    expect(await handler.getExpiration(['_N_T_/en/blog'])).toBe(0);
    await handler.updateTags(['_N_T_/en/blog']);
    expect(await handler.get('page', ['_N_T_/en/blog'])).toBeUndefined();
    expect(await handler.getExpiration(['_N_T_/en/blog', 'other'])).toBeGreaterThan(0);
  });

  it('an entry made after the mark is fresh again', async () => {
    await handler.updateTags(['posts']);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.set('posts', Promise.resolve(entry('posts v2', ['posts'])));
    expect(await textOf(await handler.get('posts', []))).toBe('posts v2');
  });
});

describe("the 'use cache' handler on Redis (REDIS_URL), shared by instances", () => {
  let redis: RedisServer;
  let client: SharedRedisClient;

  beforeAll(async () => {
    redis = await startRedisServer();
    client = createClient({ url: redis.url }) as unknown as SharedRedisClient;
    // This test's own client loses its connection when Redis is killed; it reconnects by itself.
    client.on('error', () => {});
    await client.connect();
  });
  afterAll(async () => {
    await client.destroy();
    await redis.stop();
  });
  beforeEach(async () => {
    await client.flushAll();
    process.env.REDIS_URL = redis.url;
    anotherProcess();
    await handler.get('warm-up', []);
    const deadline = Date.now() + 5000;
    while (sharedStoreState() !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(sharedStoreState()).toBe('ready');
  });
  afterEach(async () => {
    await closeSharedRedis();
    delete process.env.REDIS_URL;
  });

  it('what one instance cached, another serves; a tag expired on one is a miss on the other', async () => {
    await handler.set('posts', Promise.resolve(entry('posts v1', ['posts'], Date.now() - 10)));
    expect(await client.keys('yuva:cache:*')).toHaveLength(1);
    anotherProcess();
    expect(await textOf(await handler.get('posts', []))).toBe('posts v1');
    await handler.updateTags(['posts'], { expire: 0 });
    anotherProcess();
    expect(await handler.get('posts', [])).toBeUndefined();
  });

  it('every entry has a time to live from its expire', async () => {
    await handler.set('news', Promise.resolve(entry('news v1', ['news'])));
    const [key] = await client.keys('yuva:cache:*');
    const ttl = await client.pTTL(key ?? '');
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('with Redis gone, reads miss and writes go to memory without an error; a revalidation says it failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await redis.kill();
    try {
      await handler.set('news', Promise.resolve(entry('news v1', ['news'])));
      expect(await textOf(await handler.get('news', []))).toBe('news v1');
      await expect(handler.updateTags(['news'])).rejects.toThrow();
    } finally {
      await redis.restart();
    }
  });
});
