import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { hashSource } from '../lib/security/page-script-hashes.mjs';
import { E2E_RETENTION_SCHEDULE, SPEC_BASE_PORTS } from '../playwright.config';
import { expect, nextTestAddress, test } from './support/test';
import { en } from './routes';

/**
 * How /news is served: rendered for each request, its data cached with 'use cache' for the news
 * window (lib/news/cached-news.ts), on a server of this spec's own (the standalone build, fresh).
 * Each answer the news service has to fetch costs the fake provider two requests (the count and the
 * page), so its request count tells how often the data was fetched. The server's clock can be moved
 * past the cache window (e2e/support/clock-shift.mjs).
 */
const sitePort = SPEC_BASE_PORTS.newsServing;
const providerPort = sitePort + 1;
const site = `http://localhost:${sitePort}`;
const provider = `http://127.0.0.1:${providerPort}`;
const KEY = 'serving-key';
/** Just past the news window (300 s): a cached page's data is served once more while it is renewed. */
const WINDOW_PASSED_SECONDS = 301;
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'serving-clock-')), 'shift');

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
  policies: string[];
  cacheControl: string | undefined;
  html: string;
}

async function visit(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await api.get(`${site}${path}`, { headers, maxRedirects: 0, failOnStatusCode: false });
  const all = response.headersArray();
  return {
    status: response.status(),
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

/** One policy, allowing each inline script of the page by this request's nonce or by its fixed hash. */
function expectNoncePolicy(answer: Answer) {
  expect(answer.policies).toHaveLength(1);
  const policy = answer.policies[0]!;
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = [...answer.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', text = ''] of scripts)
    expect(attributes.includes(`nonce="${nonce}"`) || policy.includes(hashSource(text)), text.slice(0, 60)).toBe(true);
  // Most of the page's scripts are Next's, with the nonce.
  expect(answer.html).toContain(`nonce="${nonce}"`);
  // Rendered for its request from cookies a shared cache in front cannot see.
  expect(answer.cacheControl).toContain('private');
}

test('the provider is asked once per address and window, whatever the layout or picture setting', async () => {
  let first: Answer | undefined;
  expect(
    await providerRequestsDuring(async () => {
      first = await visit('/news?category=health');
    }),
  ).toBeGreaterThan(0);
  expect(first?.html).toContain(titlesIn('health')[0]);
  expectNoncePolicy(first!);

  expect(
    await providerRequestsDuring(async () => {
      await visit('/news?category=health');
      await visit('/news?page=1&category=health');
      await visit('/news?category=health', { cookie: 'reader_preferences=layout%3Dlist' });
      await visit('/news?category=health', { cookie: 'save_data=on' });
    }),
  ).toBe(0);

  for (const path of ['/news?category=health&page=2', '/news?category=sports']) {
    expect(await providerRequestsDuring(() => visit(path)), path).toBeGreaterThan(0);
    expect(await providerRequestsDuring(() => visit(path)), `${path} again`).toBe(0);
  }
  // The other language reads the same news: no new fetch.
  expect(await providerRequestsDuring(() => visit('/hi/news?category=health'))).toBe(0);
});

test('a bare address opens on the first category the reader follows, from the same cache', async () => {
  const follows = { cookie: 'reader_preferences=layout%3Dgrid%26categories%3Dsports' };
  expect((await visit('/news', follows)).html).toContain(titlesIn('sports')[0]);
});

test('a provider failure is never cached: the reader says so with a retry, and the next request asks again', async ({
  page,
}) => {
  await setProviderFailing(true);
  try {
    await page.goto(`${site}/news?category=culture`);
    const alert = page.getByRole('alert').filter({ hasText: n.errorTitle });
    await expect(alert).toContainText('Service unavailable');
    await expect(alert.getByRole('button', { name: n.retry })).toBeVisible();
    expect(await providerRequestsDuring(() => visit('/news?category=culture'))).toBeGreaterThan(0);
  } finally {
    await setProviderFailing(false);
  }
  // Once the provider answers, the page has the news, and its data is cached again.
  expect(await providerRequestsDuring(() => visit('/news?category=culture'))).toBeGreaterThan(0);
  expect(await providerRequestsDuring(() => visit('/news?category=culture'))).toBe(0);
  await page.reload();
  await expect(page.locator('main article').first()).toContainText(titlesIn('culture')[0]!);
});

test('the reader hydrates and works with no policy violation', async ({ page }) => {
  await page.goto(`${site}/news?category=agriculture`);
  const cards = page.locator('main article');
  await expect(cards.first()).toContainText(titlesIn('agriculture')[0]!);
  await page.getByRole('tab', { name: n.categories.health }).click();
  await expect(page).toHaveURL(/\/news\?category=health$/);
  await expect(cards.first()).toContainText(titlesIn('health')[0]!);
});

test('after the window the provider is asked again; while it fails, the last good copy is shown, marked stale', async () => {
  const address = '/news?page=2';
  await visit(address);
  expect(await providerRequestsDuring(() => visit(address))).toBe(0);

  await letWindowPass();
  await expect.poll(() => providerRequestsDuring(() => visit(address))).toBeGreaterThan(0);
  await expect.poll(() => providerRequestsDuring(() => visit(address))).toBe(0);

  await setProviderFailing(true);
  try {
    await letWindowPass();
    // The data of the last window is served while it is renewed; the renewal finds the provider
    // failing and keeps the service's last good copy, which the next pages show marked stale.
    await expect.poll(async () => (await visit(address)).html.includes(n.staleNotice)).toBe(true);
    const stale = await visit(address);
    expect(stale.html).toContain(samples[20]!.title);
    expectNoncePolicy(stale);
  } finally {
    await setProviderFailing(false);
  }
});
