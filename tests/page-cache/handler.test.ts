// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import PageCache, { keepMs } from '@/lib/page-cache/handler.mjs';
import { hashSource } from '@/lib/security/prerendered-page-csp.mjs';

// Without REDIS_URL the handler keeps pages in this process's memory; tests/page-cache/redis.test.ts
// runs the same handler against a real Redis.
const REQUEST_POLICY = "default-src 'none'; script-src 'self' 'nonce-abc' 'sha256-layout'; object-src 'none'";
const FAILED = '<template data-uncached-page=""></template>';
const DAY = 24 * 60 * 60_000;

let distDir: string;
let serverDistDir: string;

/** The handler Next makes for a request (with the proxy's policy), or for the build (none). */
const handler = (policy: string | null = REQUEST_POLICY) =>
  new PageCache({ _requestHeaders: policy ? { 'content-security-policy': policy } : {}, serverDistDir });

interface Page {
  kind: 'APP_PAGE';
  html: string;
  headers?: Record<string, string>;
  rscData?: Buffer;
  segmentData?: Map<string, Buffer>;
}
const page = (script: string, extra = ''): Page => ({
  kind: 'APP_PAGE',
  html: `<html><body>${extra}<script>${script}</script></body></html>`,
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
  rscData: Buffer.from(`rsc ${script}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const policyFor = (script: string) =>
  `default-src 'none'; script-src 'self' 'sha256-layout' ${hashSource(script)}; object-src 'none'`;
const PAGE = { kind: 'APP_PAGE' };

async function served(key: string): Promise<Page | undefined> {
  const entry = (await handler().get(key, PAGE)) as { value: Page } | null;
  return entry?.value;
}

/** A page as `next build` writes it: html, payload, meta and per-segment payloads. */
async function writeBuiltPage(pagePath: string, script: string, routeKey?: string) {
  const base = path.join(serverDistDir, 'app', pagePath);
  await mkdir(path.dirname(base), { recursive: true });
  await writeFile(`${base}.html`, `<html><body><script>${script}</script></body></html>`);
  await writeFile(`${base}.rsc`, `rsc ${script}`);
  await mkdir(`${base}.segments`, { recursive: true });
  await writeFile(`${base}.segments/_tree.segment.rsc`, 'built tree');
  const meta = {
    headers: { 'x-next-cache-tags': '_N_T_/layout' },
    status: 200,
    segmentPaths: ['/_tree'],
    cacheControl: { revalidate: 300, expire: 31536000 },
    ...(routeKey ? { routeCache: { key: routeKey } } : {}),
  };
  await writeFile(`${base}.meta`, JSON.stringify(meta));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
  serverDistDir = path.join(distDir, 'server');
  await mkdir(serverDistDir, { recursive: true });
  await writeFile(path.join(distDir, 'BUILD_ID'), 'test-build');
  await writeBuiltPage('/en/nav/about', 'about()', '/route-cache/APP_PAGE/abc/$/en/nav/about');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));
beforeEach(() => {
  delete process.env.NEXT_PHASE;
});

describe('the page cache handler', () => {
  it('keeps a rendered page with its payloads and answers it with the policy of its own inline scripts', async () => {
    await handler().set('/kept', page('kept()'), { cacheControl: { revalidate: 300, expire: 31536000 } });
    const entry = (await handler().get('/kept', PAGE)) as { value: Page; cacheControl: unknown; lastModified: number };
    expect(entry.value.headers).toEqual({
      'x-next-cache-tags': '_N_T_/layout',
      'content-security-policy': policyFor('kept()'),
    });
    expect(entry.value.rscData?.toString()).toBe('rsc kept()');
    expect(entry.value.segmentData?.get('/_tree')?.toString()).toBe('tree');
    expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
    expect(entry.lastModified).toBeGreaterThan(Date.now() - 5000);
  });

  it('gives the page it renders now the same policy, for the request it answers', async () => {
    const rendered = page('first()');
    await handler().set('/first', rendered);
    expect(rendered.headers?.['content-security-policy']).toBe(policyFor('first()'));
    expect((await served('/first'))?.html).toBe(rendered.html);
  });

  it('keeps the last good page when a regenerated one shows a failure', async () => {
    await handler().set('/good', page('good()'));
    await handler().set('/good', page('failed()', FAILED));
    const value = await served('/good');
    expect(value?.html).toContain('good()');
    expect(value?.headers?.['content-security-policy']).toBe(policyFor('good()'));
  });

  it('keeps nothing when the first rendering shows a failure, so the next request renders again', async () => {
    await handler().set('/never', page('failed()', FAILED));
    expect(await handler().get('/never', PAGE)).toBeNull();
  });

  it('serves what the build prerendered, with its segments, when it keeps no newer copy', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/en/nav/about';
    const entry = (await handler().get(key, PAGE)) as { value: Page; cacheControl: unknown };
    expect(entry.value.html).toContain('about()');
    expect(entry.value.rscData?.toString()).toBe('rsc about()');
    expect(entry.value.segmentData?.get('/_tree')?.toString()).toBe('built tree');
    expect(entry.value.headers?.['content-security-policy']).toBe(policyFor('about()'));
    expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
    await handler().set(key, page('regenerated()'));
    expect((await served(key))?.html).toContain('regenerated()');
  });

  it("serves a route handler's answer that the build made (robots.txt, the service worker)", async () => {
    const base = path.join(serverDistDir, 'app', 'robots.txt');
    const key = '/route-cache/APP_ROUTE/r0b0/$/robots.txt';
    await writeFile(`${base}.body`, 'User-agent: *');
    const meta = { status: 200, headers: { 'content-type': 'text/plain' }, routeCache: { key } };
    await writeFile(`${base}.meta`, JSON.stringify(meta));
    const entry = (await handler().get(key, { kind: 'APP_ROUTE' })) as {
      value: { kind: string; body: Buffer; status: number; headers: Record<string, string> };
    };
    expect(entry.value.kind).toBe('APP_ROUTE');
    expect(entry.value.body.toString()).toBe('User-agent: *');
    expect(entry.value.status).toBe(200);
    expect(entry.value.headers).toEqual({ 'content-type': 'text/plain' });
    expect(await handler().get('/route-cache/APP_ROUTE/other/$/robots.txt', { kind: 'APP_ROUTE' })).toBeNull();
  });

  it('reads the build files of a page once, not once per request', async () => {
    await writeBuiltPage('/en/footer/faqs', 'faqs()');
    const key = '/route-cache/APP_PAGE/def/$/en/footer/faqs';
    expect(((await handler().get(key, PAGE)) as { value: Page }).value.html).toContain('faqs()');
    await rm(path.join(serverDistDir, 'app', 'en', 'footer'), { recursive: true });
    expect(((await handler().get(key, PAGE)) as { value: Page }).value.html).toContain('faqs()');
  });

  it('reads no build files for another route, a path that climbs out, or anything but a page', async () => {
    expect(await handler().get('/route-cache/APP_PAGE/other/$/en/nav/about', PAGE)).toBeNull();
    expect(await handler().get('/route-cache/APP_PAGE/abc/$/../BUILD_ID', PAGE)).toBeNull();
    expect(await handler().get('/en/nav/about', { kind: 'FETCH' })).toBeNull();
    expect(await handler().get('/missing', PAGE)).toBeNull();
  });

  it('leaves anything but a page as it is', async () => {
    const data = { kind: 'FETCH', data: { body: '<script>x()</script>' } };
    await handler().set('/data', data);
    expect(await handler().get('/data', { kind: 'FETCH' })).toMatchObject({ value: data });
  });

  it('keeps nothing while the build runs (the build writes its own files)', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    await handler(null).set('/during-build', page('built()'));
    delete process.env.NEXT_PHASE;
    expect(await handler().get('/during-build', PAGE)).toBeNull();
  });

  it('answers a page kept before one of its tags was revalidated as a miss', async () => {
    await handler().set('/tagged', page('tagged()'));
    expect(await served('/tagged')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler().revalidateTag(['_N_T_/layout']);
    expect(await handler().get('/tagged', PAGE)).toBeNull();
    await handler().set('/tagged', page('again()'));
    expect((await served('/tagged'))?.html).toContain('again()');
  });

  it('keeps no answer for an address with no content, and drops a page whose address lost it', async () => {
    await handler().set('/en/blog/nothing-here', { ...page('missing()'), status: 404 });
    expect(await handler().get('/en/blog/nothing-here', PAGE)).toBeNull();
    await handler().set('/en/blog/taken-down', { ...page('post()'), status: 200 });
    expect((await served('/en/blog/taken-down'))?.html).toContain('post()');
    await handler().set('/en/blog/taken-down', { ...page('missing()'), status: 404 });
    expect(await handler().get('/en/blog/taken-down', PAGE)).toBeNull();
  });

  it('still answers the request that rendered a 404 with the policy of its scripts', async () => {
    const rendered = { ...page('missing()'), status: 404 };
    await handler().set('/en/blog/unknown', rendered);
    expect(rendered.headers?.['content-security-policy']).toBe(policyFor('missing()'));
  });

  it("keeps no header from the visitor's request: the next visitor gets the site's policy, not the one sent", async () => {
    const sent = "script-src * 'unsafe-inline'";
    const rendered = page('visited()');
    await handler(sent).set('/visited', rendered);
    const kept = (await handler(null).get('/visited', PAGE)) as { value: Page };
    expect(kept.value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/layout' });
    expect((await served('/visited'))?.headers?.['content-security-policy']).toBe(policyFor('visited()'));
  });

  it('keeps an entry for its expire time, between a day and a week', () => {
    expect(keepMs({ expire: 31536000 })).toBe(7 * DAY);
    expect(keepMs({ expire: 60 })).toBe(DAY);
    expect(keepMs({ expire: 2 * 24 * 3600 })).toBe(2 * DAY);
    expect(keepMs(undefined)).toBe(DAY);
  });
});
