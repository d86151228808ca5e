// @vitest-environment node
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PageCache from '@/lib/page-cache/handler.mjs';
import { createRedisBackend } from '@/lib/page-cache/redis-backend.mjs';
import { closeSharedRedis, sharedStoreState, type SharedRedisClient } from '@/lib/shared-store/redis-connection.mjs';
import { hashSource } from '@/lib/security/prerendered-page-csp.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';

// The page cache handler against a real redis-server (Debian's package), as the site runs it with
// REDIS_URL set: what is kept, what is not, and a Redis that is full.
const REQUEST_POLICY = "default-src 'none'; script-src 'self' 'nonce-abc'; object-src 'none'";
const PAGE = { kind: 'APP_PAGE' };
const HOUR = 60 * 60_000;

let redis: RedisServer;
let client: SharedRedisClient;

const page = (script: string, status = 200, padding = '') => ({
  kind: 'APP_PAGE',
  html: `<html><body>${padding}<script>${script}</script></body></html>`,
  headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string>,
  rscData: Buffer.from(`rsc ${script}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  status,
});
const handler = (policy: string | null = REQUEST_POLICY) =>
  new PageCache({ _requestHeaders: policy ? { 'content-security-policy': policy } : {}, serverDistDir: '/nowhere' });
const pageKeys = () => client.keys('yuva:page:*');

beforeAll(async () => {
  redis = await startRedisServer();
  client = createClient({ url: redis.url }) as unknown as SharedRedisClient;
  await client.connect();
});
afterAll(async () => {
  await client.destroy();
  await redis.stop();
});
beforeEach(async () => {
  await client.flushAll();
  // The handler's process-wide state and client, made afresh for this Redis.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('yuva.pageCache')];
  process.env.REDIS_URL = redis.url;
  new PageCache({});
  const deadline = Date.now() + 5000;
  while (sharedStoreState() !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(sharedStoreState()).toBe('ready');
});
afterEach(async () => {
  await client.configSet({ maxmemory: '0' });
  await closeSharedRedis();
  delete process.env.REDIS_URL;
  vi.restoreAllMocks();
});

describe('the page cache on Redis', () => {
  it('keeps a page, and keeps no answer for an address with no content', async () => {
    await handler().set('/en/nav/about', page('about()'));
    await handler().set('/en/blog/no-such-post', page('missing()', 404));
    expect(await pageKeys()).toEqual(['yuva:page:development:/en/nav/about']);
    expect(await handler().get('/en/blog/no-such-post', PAGE)).toBeNull();
  });

  it('drops a kept page when its address answers 404 (a post taken down)', async () => {
    await handler().set('/en/blog/gone', page('post()'));
    await handler().set('/en/blog/gone', page('missing()', 404));
    expect(await pageKeys()).toEqual([]);
    expect(await handler().get('/en/blog/gone', PAGE)).toBeNull();
  });

  it("stores no header from the visitor's request", async () => {
    await handler("script-src * 'unsafe-inline'").set('/en/visited', page('visited()'));
    const [stored] = await pageKeys();
    const raw = await client.withTypeMapping({ [36]: Buffer }).get(stored!);
    expect(String(raw)).not.toContain('unsafe-inline');
    const entry = (await handler().get('/en/visited', PAGE)) as { value: { headers: Record<string, string> } };
    expect(entry.value.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'self' ${hashSource('visited()')}; object-src 'none'`,
    );
  });

  it('treats a write Redis refuses for lack of memory as a page not kept, without failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await client.configSet({ 'maxmemory-policy': 'noeviction', maxmemory: '1' });
    await expect(handler().set('/en/full', page('full()'))).resolves.toBeUndefined();
    await client.configSet({ maxmemory: '0' });
    expect(await handler().get('/en/full', PAGE)).toBeNull();
    expect(await pageKeys()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Redis is full, page not kept.*OOM/));
  });
});

describe('the pages kept in Redis', () => {
  const entryOf = (script: string) => ({ value: page(script, 200, 'x'.repeat(10_000)), lastModified: 0 });

  it('stay within their budget of bytes for every instance together, the oldest going first', async () => {
    const limit = 35_000;
    const [a, b] = [createRedisBackend(client, 'build-1', limit), createRedisBackend(client, 'build-1', limit)];
    await a.set('/one', entryOf('one()'), HOUR);
    await b.set('/two', entryOf('two()'), HOUR);
    await a.set('/three', entryOf('three()'), HOUR);
    expect(await a.get('/one')).not.toBeNull();
    await b.set('/four', entryOf('four()'), HOUR);
    expect(await a.get('/one')).toBeNull();
    for (const key of ['/two', '/three', '/four']) expect(await b.get(key)).not.toBeNull();
    expect(Number(await client.get('yuva:page-bytes'))).toBeLessThanOrEqual(limit);
    for (const key of ['yuva:page-index', 'yuva:page-sizes', 'yuva:page-bytes', 'yuva:page-order'])
      expect(await client.pTTL(key)).toBeGreaterThan(0);
  });

  it('count a page stored again once, and keep none larger than the whole budget', async () => {
    const backend = createRedisBackend(client, 'build-1', 25_000);
    await backend.set('/same', entryOf('first()'), HOUR);
    await backend.set('/same', entryOf('second()'), HOUR);
    await backend.set('/other', entryOf('other()'), HOUR);
    expect(await backend.get('/same')).not.toBeNull();
    await backend.set('/huge', { value: page('huge()', 200, 'x'.repeat(30_000)), lastModified: 0 }, HOUR);
    expect(await backend.get('/huge')).toBeNull();
    expect(await backend.get('/other')).not.toBeNull();
  });

  it('give an old build its budget back first', async () => {
    const limit = 35_000;
    await createRedisBackend(client, 'old-build', limit).set('/en', entryOf('old()'), HOUR);
    const current = createRedisBackend(client, 'new-build', limit);
    for (const key of ['/en', '/hi', '/en/news']) await current.set(key, entryOf(key), HOUR);
    expect(await createRedisBackend(client, 'old-build', limit).get('/en')).toBeNull();
    expect(await current.get('/en')).not.toBeNull();
  });
});
