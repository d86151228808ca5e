import { spawn, type ChildProcess } from 'node:child_process';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { siteUrl } from '../lib/seo/metadata';
import { E2E_RETENTION_SCHEDULE, SPEC_BASE_PORTS } from '../playwright.config';
import { expect, test } from './support/test';
import { hiRoutes, routes } from './routes';

/**
 * The production build started the ways hosts start it, each visited as a stranger would:
 * `next start -H 127.0.0.1` (where a proxy's rewrite used to loop), the same behind a TLS front
 * that sends X-Forwarded-Proto/Host for a public host name, and `next start -H 0.0.0.0`.
 * (The other end-to-end tests use the standalone server with HOSTNAME=127.0.0.1.)
 */
const basePort = SPEC_BASE_PORTS.deployment;
const PUBLIC_HOST = 'yuva.test';
const everyPath = [...routes.map((r) => r.path), ...hiRoutes.map((r) => r.path), '/news?page=2'];

function startServer(host: string, port: number): ChildProcess {
  return spawn(process.execPath, ['node_modules/.bin/next', 'start', '-H', host, '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DEMO_MODE: '1',
      NEWS_API_KEY: '',
      RETENTION_SCHEDULE: E2E_RETENTION_SCHEDULE,
    },
  });
}

function stop(server: ChildProcess) {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already stopped.
  }
}

async function waitUntilUp(api: APIRequestContext, url: string) {
  await expect
    .poll(async () => (await api.get(url, { maxRedirects: 0, failOnStatusCode: false }).catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
}

/** Every page answers 200 without a redirect, names its public canonical address, and redirects stay relative. */
async function checkSite(api: APIRequestContext, origin: string, headers: Record<string, string> = {}) {
  for (const path of everyPath) {
    const response = await api.get(`${origin}${path}`, { headers, maxRedirects: 0, failOnStatusCode: false });
    expect(response.status(), `${path} answers`).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1] ?? '';
    expect(new URL(canonical).href, `${path} canonical`).toBe(new URL(path.split('?')[0] ?? '/', siteUrl).href);
  }
  const prefixed = await api.get(`${origin}/en/nav/about?x=1`, { headers, maxRedirects: 0 });
  expect(prefixed.status()).toBe(307);
  expect(prefixed.headers().location).toBe('/nav/about?x=1');
  const chosen = await api.get(`${origin}/nav/about`, {
    headers: { ...headers, cookie: 'NEXT_LOCALE=hi' },
    maxRedirects: 0,
  });
  expect(chosen.headers().location).toBe('/hi/nav/about');
  const switched = await api.get(`${origin}/api/language?to=en&path=${encodeURIComponent('/hi/nav/about')}`, {
    headers,
    maxRedirects: 0,
  });
  expect(switched.status()).toBe(303);
  expect(switched.headers().location).toBe('/nav/about');
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test('next start -H 127.0.0.1 serves every page, directly and behind a TLS proxy for a public host name', async () => {
  const port = basePort;
  const server = startServer('127.0.0.1', port);
  // Imported when needed: the module also runs as a command, with top-level await.
  const { startTlsFront } = await import('../scripts/tls-front.mjs');
  const front = await startTlsFront({ upstreamPort: port, httpsPort: 0, httpPort: 0, hostnames: [PUBLIC_HOST] });
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    await waitUntilUp(api, `http://127.0.0.1:${port}/`);
    await checkSite(api, `http://127.0.0.1:${port}`);
    await checkSite(api, `http://127.0.0.1:${port}`, { host: PUBLIC_HOST });
    await checkSite(api, `https://127.0.0.1:${front.httpsPort}`, { host: PUBLIC_HOST });
    const plain = await api.get(`http://127.0.0.1:${front.httpPort}/nav/about`, {
      headers: { host: PUBLIC_HOST },
      maxRedirects: 0,
    });
    expect(plain.headers().location).toBe(`https://${PUBLIC_HOST}:${front.httpsPort}/nav/about`);
  } finally {
    await api.dispose();
    await front.close();
    stop(server);
  }
});

test('next start -H 0.0.0.0 serves every page', { tag: '@smoke' }, async () => {
  const port = basePort + 1;
  const server = startServer('0.0.0.0', port);
  const api = await playwrightRequest.newContext();
  try {
    await waitUntilUp(api, `http://127.0.0.1:${port}/`);
    await checkSite(api, `http://127.0.0.1:${port}`);
  } finally {
    await api.dispose();
    stop(server);
  }
});

/** `npm start` of a build without a Firebase project (the demo copy), on the e2e database and Auth emulator. */
function startDemo(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['scripts/run-with-local-db.mjs', 'start', '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEWS_API_KEY: '', ...env },
  });
}

/** Whether anything answers on that address (127.0.0.2 reaches this computer, but not a server bound to 127.0.0.1). */
const answers = (url: string) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) }).then(
    () => true,
    () => false,
  );

test('npm start of the demo copy listens on 127.0.0.1 alone, and on every address when DEMO_HOSTNAME says so', async () => {
  const api = await playwrightRequest.newContext();
  for (const [env, port, fromElsewhere] of [
    [{}, basePort + 2, false],
    [{ DEMO_HOSTNAME: '0.0.0.0' }, basePort + 3, true],
  ] as const) {
    const server = startDemo(port, env);
    try {
      await waitUntilUp(api, `http://127.0.0.1:${port}/nav/about`);
      expect(await answers(`http://127.0.0.2:${port}/nav/about`), JSON.stringify(env)).toBe(fromElsewhere);
    } finally {
      stop(server);
    }
  }
  await api.dispose();
});

test('the standalone server under HOSTNAME=127.0.0.1 answers every page in a browser with no redirect loop', async ({
  page,
}) => {
  for (const path of everyPath) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  }
});

test('/api/health says the news service and the database answer, and names no address or key', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(JSON.parse(body)).toMatchObject({
    status: 'ok',
    news: { ok: true, source: 'sample' },
    database: { ok: true, mode: 'demo' },
  });
  expect(body).not.toMatch(/127\.0\.0\.1|localhost|9000|key|http/i);
  expect(response.headers()['cache-control']).toBe('no-store');
});
