import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromium from './e2e/support/chromium.json';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The same build, with the news service pointed at a local fake of the provider. */
export const providerPort = port + 1;
export const providerBaseURL = `http://localhost:${providerPort}`;
const fakeCurrentsPort = port + 99;
/**
 * The first of the ports each spec that starts servers of its own uses (up to four from there:
 * a front, two instances, a fake provider). The specs run side by side on two workers, so no two
 * may share them: a spec that found its ports taken would talk to another spec's servers.
 */
export const SPEC_BASE_PORTS = {
  deployment: port + 10,
  newsServing: port + 20,
  registrations: port + 30,
  severalInstances: port + 40,
  cacheFlood: port + 50,
  teamLockout: port + 60,
  retention: port + 80,
  payments: port + 90,
} as const;
export const E2E_NEWS_API_KEY = 'e2e-secret-key';
/**
 * The servers the tests start share the seeded database and never run the nightly deletion: the
 * demo's records would age out of their keeping (one waits for a parent from 23 November 2026) in
 * the middle of a run. e2e/retention.spec.ts starts its own servers on a schedule, with a fixed clock.
 */
export const E2E_RETENTION_SCHEDULE = 'off';
/**
 * The local database the build talks to (next.config.ts), seeded with the demo team and demo
 * submissions, with the real rules, in memory only; and the Auth emulator for the team's sign-in.
 */
export const LOCAL_DB_PORT = 9000;
export const LOCAL_AUTH_PORT = 9099;
/** The Cloud Messaging stand-in (scripts/local-fcm.mjs) the servers send alerts to. */
export const LOCAL_FCM_PORT = 9098;
export const LOCAL_FCM_URL = `http://127.0.0.1:${LOCAL_FCM_PORT}`;
/** Stand-ins a test can send the browser's database connection to instead. */
export const DENIED_DB_PORT = 9002;

const database = (port: number, extra = '') => ({
  command: `node scripts/local-database.mjs --port ${port} --file none ${extra}`,
  url: `http://127.0.0.1:${port}/.json`,
  reuseExistingServer: !process.env.CI,
});

/**
 * Debian's Chromium; Playwright never downloads a browser here. Its headless shell, the same
 * engine without the desktop browser around it, is what Playwright itself runs for headless
 * Chromium, and here it runs the suite in about 60% of the full browser's time
 * (docs/decisions/e2e-headless-shell.md); without it, the full browser.
 */
const executablePath =
  process.env.CHROMIUM_PATH ||
  (existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : chromium.defaultPath);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Limits that only stop a test that hangs: each step waits for a state, and on a day when this
  // machine runs two or three times slower the longest flows (a complaint reaching the inbox
  // live, then looked up) need more than a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The site's service worker would answer requests that tests intercept with page.route (a
    // worker's own fetches pass by it) and precache the build in every fresh context. Specs about
    // the worker allow it (e2e/offline.spec.ts); E2E_SERVICE_WORKERS=allow runs any spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // The background bubbles are the only thing that moves for a reader who asks for less motion.
    // Drawn without a GPU, they cost each open page about a fifth of a core, which the other specs
    // need; e2e/bubbles.spec.ts runs with motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: chromium.args,
    },
  },
  projects: [
    // The demo members choose their e2e password once, before any spec signs in as them.
    { name: 'demo-team', testMatch: /demo-team\.setup\.ts/ },
    { name: 'chromium', testIgnore: /feature-phone\//, dependencies: ['demo-team'] },
    // A feature phone's browser (KaiOS) or a data saver that strips scripts: the site without
    // JavaScript, at a feature phone's screen and a small smartphone's.
    ...[
      { width: 240, height: 320 },
      { width: 320, height: 640 },
    ].map((viewport) => ({
      name: `feature-phone-${viewport.width}x${viewport.height}`,
      testMatch: /feature-phone\/.*\.spec\.ts/,
      use: { javaScriptEnabled: false, viewport },
      dependencies: ['demo-team'],
    })),
  ],
  // The production build made by `npm run build`; Playwright stops each server's process group.
  webServer: [
    database(LOCAL_DB_PORT),
    {
      command: 'node scripts/local-auth.mjs',
      url: `http://127.0.0.1:${LOCAL_AUTH_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    database(DENIED_DB_PORT, '--rules e2e/support/denied.rules.json'),
    // The Cloud Messaging stand-in the build's alerts go to; the tests read what it recorded.
    {
      command: `node scripts/local-fcm.mjs --port ${LOCAL_FCM_PORT}`,
      url: `${LOCAL_FCM_URL}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Without a key the site answers news from its bundled sample corpus.
      // Next's standalone server, as a host runs it, on a loopback address.
      command: 'node .next/standalone/server.js',
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // One proxy hop is trusted, so each test comes from its own address (X-Forwarded-For,
      // e2e/support/test.ts) and the per-address limits of one test do not block another.
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEWS_API_KEY: '',
        TRUST_PROXY_HOPS: '1',
        DEMO_MODE: '1',
        RETENTION_SCHEDULE: E2E_RETENTION_SCHEDULE,
        PUSH_REMINDER_SCHEDULE: 'off',
      },
    },
    {
      command: `node e2e/support/fake-currents-server.mjs ${fakeCurrentsPort}`,
      url: `http://127.0.0.1:${fakeCurrentsPort}/health`,
      reuseExistingServer: !process.env.CI,
      env: { FAKE_CURRENTS_KEY: E2E_NEWS_API_KEY },
    },
    {
      command: 'node .next/standalone/server.js',
      url: `${providerBaseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(providerPort),
        HOSTNAME: '127.0.0.1',
        TRUST_PROXY_HOPS: '1',
        DEMO_MODE: '1',
        RETENTION_SCHEDULE: E2E_RETENTION_SCHEDULE,
        PUSH_REMINDER_SCHEDULE: 'off',
        NEWS_API_KEY: E2E_NEWS_API_KEY,
        NEWS_API_BASE_URL: `http://127.0.0.1:${fakeCurrentsPort}/v1`,
        NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: '1',
      },
    },
  ],
});
