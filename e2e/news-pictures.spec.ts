import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { providerBaseURL } from '../playwright.config';

const samples: { id?: string; title: string }[] = JSON.parse(readFileSync('lib/news/data/sample-news.json', 'utf8'));
// The fake provider (e2e/support/fake-currents-server.mjs) keeps these two articles' pictures on
// itself, as a news site would: the first is gone (404), the second is a real JPEG.
const MISSING_PICTURE_INDEX = 4;
const SERVED_PICTURE_INDEX = 5;
const GTAG = 'https://www.googletagmanager.com/gtag/js**';

const cards = (page: Page) => page.locator('main article');
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
};
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
/** The news site URL one of our picture addresses carries: /api/news/image/<base64url(url)>.<signature>. */
const carriedUrl = (address: string | null): string => {
  const encoded = /^\/api\/news\/image\/([\w-]+)\.[\w-]{43}$/.exec(address ?? '')?.[1];
  return encoded ? Buffer.from(encoded, 'base64url').toString('utf8') : '';
};
const address = (url: string, signature: string) =>
  `/api/news/image/${Buffer.from(url).toString('base64url')}.${signature}`;

test('the image optimiser refuses pictures of other sites and keeps serving ours', async ({ request }) => {
  expect((await request.get('/_next/image?url=https://example.com/x.jpg&w=640&q=75')).status()).toBe(400);
  expect((await request.get('/_next/image?url=http://127.0.0.1:9000/.json&w=640&q=75')).status()).toBe(400);
  expect((await request.get('/_next/image?url=%2Fnews%2Friver.jpg&w=640&q=75')).status()).toBe(200);
});

test.describe('with the news provider', () => {
  test.use({ baseURL: providerBaseURL });

  test('the picture route serves only addresses it signed', async ({ request }) => {
    const answer = await request.get('/api/news');
    expect(answer.status()).toBe(200);
    const { articles } = (await answer.json()) as { articles: { title: string; picturePath?: string }[] };
    // By title: that article has no id in the corpus, so the reader makes one.
    const servedPath = articles.find((a) => a.title === samples[SERVED_PICTURE_INDEX]!.title)?.picturePath ?? '';
    const servedUrl = carriedUrl(servedPath);
    expect(servedUrl).toMatch(/\/pictures\/served\.jpg$/);
    expect((await request.get(servedPath)).status()).toBe(200);

    // Another URL under that signature, a made-up signature: refused without fetching.
    const signature = servedPath.split('.').pop() ?? '';
    expect((await request.get(address('http://127.0.0.1:9000/.json', signature))).status()).toBe(404);
    expect((await request.get(address(servedUrl, 'A'.repeat(43)))).status()).toBe(404);
    // Not an address at all: an article id, no signature, far too long, not base64url.
    expect((await request.get('/api/news/image/no-such-article')).status()).toBe(400);
    expect((await request.get(`/api/news/image/${Buffer.from(servedUrl).toString('base64url')}`)).status()).toBe(400);
    expect((await request.get(`/api/news/image/${'x'.repeat(3000)}.${'A'.repeat(43)}`)).status()).toBe(400);
    expect((await request.get('/api/news/image/bad%20id')).status()).toBe(400);
  });

  test('a fresh deployment shows news pictures on its first view: the reader is rendered for the request, its pictures signed', async ({
    request,
  }) => {
    // Pages the build prerenders are made without the run-time secrets, so their news pictures
    // could not be signed: neither reader may be one of them (static-pages.json lists them all).
    const prerendered = Object.keys(JSON.parse(readFileSync('static-pages.json', 'utf8')) as Record<string, unknown>);
    expect(prerendered).toContain('/nav/about');
    for (const path of ['/news', '/hi/news']) {
      expect(prerendered).not.toContain(path);
      const html = await (await request.get(path)).text();
      // The HTML as first sent, before any script: the served picture's article shows it through our
      // route, not the placeholder.
      const card = html.split('<article').find((part) => part.includes(samples[SERVED_PICTURE_INDEX]!.title)) ?? '';
      expect(card, path).toMatch(/<img[^>]+src="\/_next\/image\?url=%2Fapi%2Fnews%2Fimage%2F[\w-]+\.[\w-]{43}/);
      expect(card, path).not.toContain('/api/placeholder/');
    }
  });

  test('news sites are never contacted by the browser; a gone picture becomes the placeholder in the same box', async ({
    page,
  }) => {
    const origin = new URL(providerBaseURL).origin;
    const elsewhere: string[] = [];
    // The test build has analytics on: its script is no picture and is answered by a stand-in.
    await page.route(GTAG, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
    page.on('request', (request) => {
      const url = request.url();
      if (!/^https?:/.test(url) || new URL(url).origin === origin) return;
      if (!url.startsWith('https://www.googletagmanager.com/gtag/js')) elsewhere.push(url);
    });

    // The gone picture's answer is held back, so its box can be measured before and after it fails.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) =>
        url.pathname === '/_next/image' && carriedUrl(url.searchParams.get('url')).endsWith('/pictures/missing.jpg'),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    // Not waiting for the load event: a held picture could delay it.
    await page.goto('/news', { waitUntil: 'domcontentloaded' });
    const missing = cards(page).nth(MISSING_PICTURE_INDEX);
    const served = cards(page).nth(SERVED_PICTURE_INDEX);
    await expect(missing).toContainText(samples[MISSING_PICTURE_INDEX]!.title);
    await missing.scrollIntoViewIfNeeded();
    const missingPicture = missing.locator('img');
    await expect(missingPicture).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fnews%2Fimage%2F/);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const before = await box(missingPicture);

    release();
    // next/image may write the src out as an absolute URL of the site.
    await expect(missingPicture).toHaveAttribute('src', /^(http:\/\/[^/]+)?\/api\/placeholder\/400x225$/);
    await expect.poll(() => loaded(missingPicture)).toBe(true);
    const after = await box(missingPicture);
    expect(after.width).toBeCloseTo(before.width, 0);
    expect(after.height).toBeCloseTo(before.height, 0);
    expect(after.height / after.width).toBeCloseTo(225 / 400, 2);

    // The served picture came through our route and the optimiser, in a box of its presentation's
    // shape (both are regular cards; on a wide screen the fifth article is a compact row beside the
    // lead, so the two boxes differ in size, not in shape), filling its card's picture area.
    const servedPicture = served.locator('img');
    await served.scrollIntoViewIfNeeded();
    await expect(servedPicture).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fnews%2Fimage%2F/);
    await expect.poll(() => loaded(servedPicture)).toBe(true);
    const servedBox = await box(servedPicture);
    expect(servedBox.height / servedBox.width).toBeCloseTo(225 / 400, 2);
    expect(servedBox.width).toBeCloseTo((await box(servedPicture.locator('xpath=..'))).width, 0);

    // The article view shows the placeholder at its own size too.
    await missing.locator('h2 a').click();
    const dialogPicture = page.getByRole('dialog').locator('img').first();
    await expect(dialogPicture).toHaveAttribute('src', /^(http:\/\/[^/]+)?\/api\/placeholder\/800x400$/);
    await expect.poll(() => loaded(dialogPicture)).toBe(true);

    expect(elsewhere).toEqual([]);
  });
});
