import { expect, test } from './support/test';

/**
 * Fonts are not preloaded: a preload downloads the file even on a phone that has the face itself
 * (app/fonts.css tries local() first), and on a slow line it competes with the stylesheets. The
 * browser asks for a face when the first layout needs one.
 */
const PAGES = ['/', '/hi', '/news', '/hi/news', '/footer/privacy-policy'];

for (const path of PAGES) {
  test(`${path} preloads no font`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('</html>');
    expect(html.match(/<link[^>]+as="font"[^>]*>/g) ?? []).toEqual([]);
  });
}

test('a Hindi page still gets its Devanagari face, once the layout asks for it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/hi');
  // The layout asks for the face when it first sets Hindi text; `document.fonts.ready` can resolve
  // before that, or while the file is still arriving, so the face is waited for, not the promise.
  await expect.poll(() => fonts).toContain('/fonts/noto-sans-devanagari-devanagari-400-normal.woff2');
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
});
