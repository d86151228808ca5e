import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { hashSource, inlineScripts } from '../lib/security/prerendered-page-csp.mjs';
import { E2E_RETENTION_SCHEDULE, SPEC_BASE_PORTS } from '../playwright.config';
import { expect, nextTestAddress, test } from './support/test';
import { en } from './routes';

/**
 * The reader's kept editions (lib/news/edition.ts) on a server of this spec's own: the standalone
 * build, fresh (so every edition starts unrendered), with its news service asking the provider on
 * every render (NEWS_CACHE_SECONDS=0). Each render then costs the fake provider two requests (the
 * count and the page), so its request count tells how many times the list was rendered. The
 * server's clock can be moved past the cache window (e2e/support/clock-shift.mjs).
 */
const sitePort = SPEC_BASE_PORTS.newsEditions;
const providerPort = sitePort + 1;
const site = `http://localhost:${sitePort}`;
const provider = `http://127.0.0.1:${providerPort}`;
const KEY = 'editions-key';
/** Provider requests of one render: the count, then the page. */
const RENDER = 2;
/** Just past the editions' window (300 s). */
const WINDOW_PASSED_SECONDS = 301;
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'editions-clock-')), 'shift');

const n = en.News;
const samples: { title: string; category?: string[] }[] = JSON.parse(
  readFileSync('lib/news/data/sample-news.json', 'utf8'),
);
const titlesIn = (category: string) => samples.filter((s) => s.category?.includes(category)).map((s) => s.title);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
}

function stop(server: ChildProcess | undefined) {
  try {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already stopped.
  }
}

let servers: ChildProcess[] = [];
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  servers = [
    start(['e2e/support/fake-currents-server.mjs', String(providerPort)], { FAKE_CURRENTS_KEY: KEY }),
    start(['--import', './e2e/support/clock-shift.mjs', '.next/standalone/server.js'], {
      CLOCK_SHIFT_SECONDS: String(WINDOW_PASSED_SECONDS),
      CLOCK_SHIFT_FILE: clockFile,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(sitePort),
      HOSTNAME: '127.0.0.1',
      TRUST_PROXY_HOPS: '1',
      DEMO_MODE: '1',
      RETENTION_SCHEDULE: E2E_RETENTION_SCHEDULE,
      NEWS_API_KEY: KEY,
      NEWS_API_BASE_URL: `${provider}/v1`,
      NEWS_CACHE_SECONDS: '0',
    }),
  ];
  api = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextTestAddress() } });
  await expect
    .poll(async () => (await api.get(`${site}/api/health`, { failOnStatusCode: false }).catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await api.dispose();
  servers.forEach(stop);
});

/** Moves the site's clock past the cache window, and waits until it has moved. */
async function letWindowPass() {
  const shifted = () => Number(readFileSync(clockFile, { encoding: 'utf8', flag: 'a+' }) || 0);
  const before = shifted();
  process.kill(servers[1]!.pid!, 'SIGUSR2');
  await expect.poll(shifted).toBe(before + WINDOW_PASSED_SECONDS);
}

const providerRequests = async (): Promise<number> => (await (await api.get(`${provider}/health`)).json()).requests;
const setProviderFailing = async (failing: boolean) => {
  await api.post(`${provider}/failing/${failing ? 'on' : 'off'}`);
};

interface Answer {
  status: number;
  /** Next's word on the page: MISS (rendered now), HIT (kept), or none (rendered per request). */
  cache: string | undefined;
  policies: string[];
  cacheControl: string | undefined;
  html: string;
}

async function visit(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await api.get(`${site}${path}`, { headers, maxRedirects: 0, failOnStatusCode: false });
  const all = response.headersArray();
  return {
    status: response.status(),
    cache: response.headers()['x-nextjs-cache'],
    policies: all.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value),
    cacheControl: response.headers()['cache-control'],
    html: await response.text(),
  };
}

/** Provider requests made while `action` runs. */
async function providerRequestsDuring(action: () => Promise<unknown>): Promise<number> {
  const before = await providerRequests();
  await action();
  return (await providerRequests()) - before;
}

const scriptSources = (policy: string) => policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

/** One policy, allowing every inline script of the page by hash and by nothing else. */
function expectHashPolicy(answer: Answer) {
  expect(answer.policies).toHaveLength(1);
  const scripts = scriptSources(answer.policies[0]!);
  expect(scripts).not.toContain("'nonce-");
  const inline = inlineScripts(answer.html);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(scripts).toContain(hashSource(script));
}

test('a second request for the same category and page renders nothing; another category, page, language or layout does', async () => {
  let first: Answer | undefined;
  expect(
    await providerRequestsDuring(async () => {
      first = await visit('/news?category=health');
    }),
  ).toBe(RENDER);
  expect(first?.cache).toBe('MISS');
  expect(first?.html).toContain(titlesIn('health')[0]);

  let second: Answer | undefined;
  expect(
    await providerRequestsDuring(async () => {
      second = await visit('/news?category=health');
      await visit('/news?page=1&category=health');
    }),
  ).toBe(0);
  expect(second?.cache).toBe('HIT');
  expect(second?.html).toBe(first?.html);

  for (const [path, headers] of [
    ['/news?category=health&page=2', {}],
    ['/news?category=sports', {}],
    ['/hi/news?category=health', {}],
    ['/news?category=health', { cookie: 'reader_preferences=layout%3Dlist' }],
    ['/news?category=health', { cookie: 'save_data=on' }],
  ] as const) {
    expect(await providerRequestsDuring(() => visit(path, headers)), path).toBe(RENDER);
    expect(await providerRequestsDuring(() => visit(path, headers)), `${path} again`).toBe(0);
  }
});

test('what a kept edition cannot answer is rendered for each request, as before', async () => {
  const follows = { cookie: 'reader_preferences=layout%3Dgrid%26categories%3Dsports' };
  for (const [path, headers] of [
    ['/news?category=health&q=x', {}],
    ['/news', follows],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      let answer: Answer | undefined;
      expect(
        await providerRequestsDuring(async () => {
          answer = await visit(path, headers);
        }),
      ).toBe(RENDER);
      expect(answer?.cache).toBeUndefined();
    }
  }
  // A bare address still opens on the first category the reader follows.
  expect((await visit('/news', follows)).html).toContain(titlesIn('sports')[0]);
});

test('every answer carries one policy: by hash for an edition rendered now or kept, by nonce otherwise', async () => {
  const rendered = await visit('/news?category=education');
  expect(rendered.cache).toBe('MISS');
  expectHashPolicy(rendered);
  const kept = await visit('/news?category=education');
  expect(kept.cache).toBe('HIT');
  expectHashPolicy(kept);
  // An edition varies with cookies a cache in front would not see.
  expect(kept.cacheControl).toContain('private');

  const perRequest = await visit('/news?category=education&q=x');
  expect(perRequest.policies).toHaveLength(1);
  const nonce = /'nonce-([^']+)'/.exec(perRequest.policies[0]!)?.[1];
  expect(perRequest.html).toContain(`nonce="${nonce}"`);
});

test('the internal path answers only the proxy: asked for directly, in any spelling, it is the 404 page', async () => {
  for (const path of [
    '/news/edition/all-1-grid-full',
    '/hi/news/edition/all-1-grid-full',
    '/news/%65dition/all-1-grid-full',
    '/hi/news/edition',
  ]) {
    const answer = await visit(path);
    expect(answer.status, path).toBe(404);
    expect(answer.policies, path).toHaveLength(1);
  }
  // A path with a dot looks like a file: the proxy never sees it, the rewrites by path catch it.
  expect((await visit('/news/edition/all-1-grid-full.html')).status).toBe(404);
  expect((await visit('/en/news/edition/all-1-grid-full')).status).toBe(307);
  // A visitor cannot name an edition, nor turn another address into the 404 page.
  const named = await visit('/news?category=sports', { 'x-news-edition': 'all-2-grid-full' });
  expect(named.html).toContain(titlesIn('sports')[0]);
  expect((await visit('/nav/about', { 'x-news-edition': 'not-found-en' })).status).toBe(200);
  const picture = await api.get(`${site}/news/river.jpg`, { headers: { 'x-news-edition': 'not-found-en' } });
  expect(picture.status()).toBe(200);
});

test('a provider failure is never kept: the reader says so with a retry, and the next request asks again', async ({
  page,
}) => {
  await setProviderFailing(true);
  try {
    // Nothing good to show: the error and its retry button, as the page rendered per request shows them.
    await page.goto(`${site}/news?category=culture`);
    const alert = page.getByRole('alert').filter({ hasText: n.errorTitle });
    await expect(alert).toContainText('Service unavailable');
    await expect(alert.getByRole('button', { name: n.retry })).toBeVisible();
    const again = await visit('/news?category=culture');
    expect(again.cache).toBe('MISS');
    expectHashPolicy(again);
    expect(await providerRequestsDuring(() => visit('/news?category=culture'))).toBeGreaterThan(0);

    // The last good answer, marked stale: shown, and not kept either.
    await setProviderFailing(false);
    await api.get(`${site}/api/news?category=regional`);
    await setProviderFailing(true);
    const stale = await visit('/news?category=regional');
    expect(stale.html).toContain(n.staleNotice);
    expect(stale.html).toContain(titlesIn('regional')[0]);
    expect(await providerRequestsDuring(() => visit('/news?category=regional'))).toBeGreaterThan(0);
  } finally {
    await setProviderFailing(false);
  }
  // Once the provider answers, the page is kept again.
  expect(await providerRequestsDuring(() => visit('/news?category=culture'))).toBe(RENDER);
  expect((await visit('/news?category=culture')).cache).toBe('HIT');
  await page.reload();
  await expect(page.locator('main article').first()).toContainText(titlesIn('culture')[0]!);
});

async function expectWorkingReader(page: Page) {
  const cards = page.locator('main article');
  await expect(cards.first()).toContainText(titlesIn('agriculture')[0]!);
  // Links and the language switch name the reader's address, never the internal one.
  await expect(page.locator('a[href*="/edition"]')).toHaveCount(0);
  await expect(page.locator('a[href*="path=%2Fnews"]').first()).toBeAttached();
  // Tabs.
  await page.getByRole('tab', { name: n.categories.health }).click();
  await expect(page).toHaveURL(/\/news\?category=health$/);
  await expect(cards.first()).toContainText(titlesIn('health')[0]!);
  // Paging.
  await page.getByRole('tab', { name: n.categories.all }).click();
  // The pager of all news, once it has replaced the category's: a click before would page the category.
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards.first()).toContainText(samples[0]!.title);
  const pager = page.getByRole('navigation', { name: n.pagination });
  await pager.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards.first()).toContainText(samples[20]!.title);
  // Search, which opens from the toolbar.
  await page.getByRole('button', { name: n.search }).click();
  await page.getByRole('searchbox', { name: n.search }).fill('कोई ऐसा शब्द जो कहीं नहीं है');
  await expect(page.getByRole('status').filter({ hasText: 'No articles match' })).toBeVisible();
}

test('the reader from an edition rendered now, and from a kept one, hydrates and works with no policy violation', async ({
  page,
}) => {
  const first = await page.goto(`${site}/news?category=agriculture`);
  expect(first?.headers()['x-nextjs-cache']).toBe('MISS');
  await expectWorkingReader(page);
  const kept = await page.goto(`${site}/news?category=agriculture`);
  expect(kept?.headers()['x-nextjs-cache']).toBe('HIT');
  await expectWorkingReader(page);
});

test('after the window the page is regenerated with its own policy; a failing regeneration keeps the last good page', async () => {
  const address = '/hi/news?page=2';
  const first = await visit(address);
  expect(first.cache).toBe('MISS');

  // Past the window, the kept page is served while a new one is rendered.
  await letWindowPass();
  const stale = await visit(address);
  expect(stale.cache).toBe('STALE');
  expect(stale.html).toBe(first.html);
  expectHashPolicy(stale);
  await expect.poll(async () => (await visit(address)).cache).toBe('HIT');
  const regenerated = await visit(address);
  expect(regenerated.html).not.toBe(first.html);
  expectHashPolicy(regenerated);

  // Past the next window with the provider down: every attempt fails, the last good page stays.
  await setProviderFailing(true);
  try {
    await letWindowPass();
    const before = await providerRequests();
    // Two attempts, the second started after the first had failed, so its page was not kept.
    await expect
      .poll(async () => {
        const kept = await visit(address);
        expect(kept.cache).toBe('STALE');
        expect(kept.html).toBe(regenerated.html);
        return (await providerRequests()) - before;
      })
      .toBeGreaterThanOrEqual(2 * RENDER);
  } finally {
    await setProviderFailing(false);
  }
  await expect.poll(async () => (await visit(address)).cache).toBe('HIT');
  const recovered = await visit(address);
  expect(recovered.html).not.toBe(regenerated.html);
  expect(recovered.html).toContain(samples[20]!.title);
  expectHashPolicy(recovered);
});
