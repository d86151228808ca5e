import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, nextTestAddress, test, watchCspViolations } from './support/test';
import { SITE_WORKER, waitForSiteWorker, waitUntilKept } from './support/service-worker';
import { en, hi, siteConfig } from './routes';
import { getContent } from '../lib/content';
import { localizedPath, type Locale } from '../lib/i18n/locales';

// The site's service worker: what it keeps, and what a reader sees once the connection is gone.
test.use({ serviceWorkers: 'allow' });

const catalogs = { en, hi } as const;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test(
  'pages opened online open offline in both languages; a page never opened shows the offline page in its language',
  { tag: '@smoke' },
  async ({ page, context }) => {
    const opened = (['en', 'hi'] as const).flatMap((locale) => [
      { path: localizedPath(locale, '/'), heading: getContent(locale).home.heading },
      { path: localizedPath(locale, '/footer/disclaimer'), heading: getContent(locale).legal.disclaimer.heading },
    ]);

    await page.goto('/');
    await waitForSiteWorker(page);
    // The first page of a first visit loaded before the worker existed; it is kept all the same.
    await waitUntilKept(page, '/');
    for (const { path, heading } of opened) {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await waitUntilKept(page, path);
    }

    await context.setOffline(true);
    for (const { path, heading } of opened.toReversed()) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(h1(page, heading)).toBeVisible();
    }
    await page.reload();
    await expect(h1(page, opened[0]!.heading)).toBeVisible();
    // The icons' sprite is kept by the worker, so the icons are drawn offline too.
    const sprite = await page.locator('svg use').first().getAttribute('href');
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return requests.flat().map((request) => new URL(request.url).pathname + new URL(request.url).search);
    });
    // The worker's precache names each entry with its revision after the address.
    expect(kept.some((address) => address.startsWith(sprite!.split('#')[0]!))).toBe(true);
    await expect
      .poll(() =>
        page
          .locator('svg use')
          .evaluateAll((uses) => Math.max(...uses.map((u) => (u as SVGUseElement).getBBox().width))),
      )
      .toBeGreaterThan(0);

    const neverOpened: [string, Locale][] = [
      ['/nav/contact-us', 'en'],
      ['/nav/rufc-complaint-portal?ref=poster', 'en'],
      ['/hi/nav/rufc-membership-form', 'hi'],
      // The team's page is never kept, even once opened.
      ['/nav/admin-login-page', 'en'],
    ];
    for (const [path, locale] of neverOpened) {
      const o = catalogs[locale].OfflinePage;
      await page.goto(path);
      await expect(h1(page, o.heading)).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('main').getByRole('link', { name: o.home })).toHaveAttribute(
        'href',
        localizedPath(locale, '/'),
      );
      await expect(page.getByRole('main').getByRole('link', { name: o.news })).toHaveAttribute(
        'href',
        localizedPath(locale, '/news'),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    // Back online, the offline page gives way to the page asked for (the last one: the team's login).
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: en.Admin.login, exact: true })).toBeVisible();
    await expect(h1(page, en.OfflinePage.heading)).toHaveCount(0);
  },
);

test('the news reader opened online opens offline, whatever its query string', async ({ page, context, request }) => {
  const { articles } = (await (await request.get('/api/news')).json()) as { articles: { id: string }[] };
  const article = articles[0]?.id ?? '';
  expect(article).not.toBe('');
  const heading = en.News.heading.replace('{state}', siteConfig.state);

  await page.goto('/news');
  await waitForSiteWorker(page);
  await waitUntilKept(page, '/news');

  await context.setOffline(true);
  for (const path of ['/news', `/news?article=${encodeURIComponent(article)}`, '/news?page=2']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // The heading itself: an article opened from the address covers it with its dialog.
    await expect(page.locator('h1')).toHaveText(heading);
  }
  // A reader never opened in Hindi is no English page in disguise.
  await page.goto('/hi/news');
  await expect(h1(page, hi.OfflinePage.heading)).toBeVisible();
  await context.setOffline(false);
});

test('each language links its own web app manifest; the worker is served fresh and limited to this site', async ({
  page,
  request,
}) => {
  const names = {
    en: { name: siteConfig.name, short_name: siteConfig.shortName },
    hi: { name: siteConfig.nameHi, short_name: siteConfig.shortNameHi },
  };
  for (const locale of ['en', 'hi'] as const) {
    await page.goto(localizedPath(locale, '/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(localizedPath(locale, '/site.webmanifest'));
    const response = await request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(await response.json()).toMatchObject({
      ...names[locale],
      lang: locale,
      start_url: localizedPath(locale, '/'),
      display: 'standalone',
      theme_color: siteConfig.colors.primary,
    });
  }

  const worker = await request.get(SITE_WORKER);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("default-src 'self'");
  const source = await worker.text();
  expect(source).toContain('"/hi/offline"');
  expect(source).toContain('/fonts/noto-sans-devanagari-devanagari-400-normal.woff2');
  expect(source).toMatch(/\/_next\/static\/chunks\/[\w-]+\.css/);

  // A reader who chose Hindi is sent to Hindi pages, but gets the files themselves: the worker,
  // the fonts and the icons it keeps have no language.
  const choseHindi = { headers: { cookie: 'NEXT_LOCALE=hi' }, maxRedirects: 0 };
  for (const file of [SITE_WORKER, '/fonts/noto-sans-latin-400-normal.woff2', '/icons/icon-192.png', '/logo.svg']) {
    expect((await request.get(file, choseHindi)).status(), file).toBe(200);
  }
  const aboutPage = await request.get('/nav/about', choseHindi);
  expect(aboutPage.status()).toBe(307);
  expect(aboutPage.headers()['location']).toMatch(/\/hi\/nav\/about$/);
});

test('Chromium finds the site installable, in both languages', async ({ baseURL }) => {
  // A browser profile of its own: Chromium never offers to install from an incognito window,
  // which every test's context is.
  const profile = mkdtempSync(path.join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'x-forwarded-for': nextTestAddress() },
  });
  const violations = await watchCspViolations(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(page);
    for (const locale of ['en', 'hi'] as const) {
      await page.goto(localizedPath(locale, '/'));
      await waitForSiteWorker(page);
      const manifest = await devtools.send('Page.getAppManifest');
      expect(manifest.url).toMatch(new RegExp(`${localizedPath(locale, '/site.webmanifest')}$`));
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test("news alerts still register their own worker, in its own scope, beside the site's", async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/news');
  await waitForSiteWorker(page);
  await page.getByRole('button', { name: en.News.alerts.button }).click();

  const registrations = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations())
        .map((r) => {
          const worker = r.active ?? r.waiting ?? r.installing;
          return `${new URL(r.scope).pathname} ${worker ? new URL(worker.scriptURL).pathname : ''}`;
        })
        .sort(),
    );
  await expect
    .poll(registrations)
    .toEqual(['/ /serwist/sw.js', '/firebase-cloud-messaging-push-scope /firebase-messaging-sw.js']);
  await page.reload();
  await waitForSiteWorker(page);
});
