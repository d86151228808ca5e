import type { Page } from '@playwright/test';
import Parser from 'rss-parser';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { createPost, postsRoute } from './support/posts';
import { seedPublishedPosts } from './support/seed-posts';
import { demoTeam, signInToInbox } from './support/team';
import { en, hi } from './routes';

const seedPosts = seedPublishedPosts();
const [newestSeed] = seedPosts;

/** The content of a meta tag of the page. */
const meta = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');

test('the blog lists the published posts in both languages, and each post has its link preview and structured data', async ({
  page,
}) => {
  const first = newestSeed!;
  for (const [path, locale] of [
    ['/blog', 'en'],
    ['/hi/blog', 'hi'],
  ] as const) {
    await page.goto(path);
    for (const post of seedPosts) {
      await expect(page.getByRole('link', { name: post.live!.text[locale]!.title })).toBeVisible();
    }
    expect(await wcagFindings(page)).toEqual([]);
  }
  await page.goto(`/hi/blog/${first.slug}`);
  const title = first.live!.text.hi!.title;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await meta(page, 'property', 'og:title')).toContain(title);
  expect(await meta(page, 'property', 'og:type')).toBe('article');
  expect(await meta(page, 'property', 'og:locale')).toBe('hi_IN');
  expect(await meta(page, 'property', 'og:image')).toMatch(/^https?:\/\/.+\/og-image\.png$/);
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title, inLanguage: 'hi-IN' });
  expect(await wcagFindings(page)).toEqual([]);
});

test('a notice published by the Coordinator is on the home page and the blog at once, in both languages, and gone when taken down', async ({
  page,
}) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  const soon = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const title = `स्वास्थ्य शिविर ${Date.now()}`;
  const created = await createPost(page, {
    kind: 'notice',
    text: { hi: { title, description: 'नोखा में मुफ़्त जाँच।', body: '<p>सुबह 9 बजे से।</p>', place: 'नोखा' } },
    event: { date: soon, time: '09:00' },
  });
  expect(created.status).toBe(200);
  const id = (created.body.post as { id: string }).id;
  const published = await postsRoute(page, `/api/team/posts/${id}/publish`, 'POST');
  expect(published.status).toBe(200);
  const slug = (published.body.post as { slug: string }).slug;
  expect(slug).toMatch(/^svasthya-shivira-\d+$/);

  for (const home of ['/hi', '/']) {
    await page.goto(home);
    const notices = page.getByRole('region', {
      name: home === '/' ? en.Common.noticesHeading : hi.Common.noticesHeading,
    });
    await expect(notices.getByRole('link', { name: title })).toBeVisible();
  }
  // The English page shows the Hindi-only notice in Hindi, and says so.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('This post is only in Hindi.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Where: नोखा');
  expect(await wcagFindings(page)).toEqual([]);

  expect((await postsRoute(page, `/api/team/posts/${id}/unpublish`, 'POST')).status).toBe(200);
  await page.goto('/hi');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.goto(`/hi/blog/${slug}`))?.status()).toBe(404);
  expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
});

test('a Volunteer cannot write posts', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.volunteer);
  const refused = await createPost(page, {
    kind: 'notice',
    text: { en: { title: 'Not mine to post', description: '', body: '' } },
  });
  expect(refused.status).toBe(403);
});

test('a post with a script and an event handler is stored and shown harmless', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  const title = `Harmless ${Date.now()}`;
  const created = await createPost(page, {
    kind: 'blog',
    category: 'social',
    text: {
      en: {
        title,
        description: 'Tries to run code.',
        body: '<p>Hello<script>window.pwned = 1</script></p><img src="/api/pictures/0123456789abcdef0123456789abcdef.jpg" alt="x" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">link</a>',
      },
    },
  });
  const id = (created.body.post as { id: string }).id;
  const { slug } = (await postsRoute(page, `/api/team/posts/${id}/publish`, 'POST')).body.post as { slug: string };
  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('article');
  await expect(article).toContainText('Hello');
  expect(await article.locator('script:not([type="application/ld+json"]), [onerror]').count()).toBe(0);
  await article.getByText('link').click();
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
});

test('each language’s feed is read by a feed parser and lists the published posts', async ({ request }) => {
  for (const [path, locale] of [
    ['/blog/feed.xml', 'en'],
    ['/hi/blog/feed.xml', 'hi'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = await new Parser().parseString(await response.text());
    expect(feed.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(seedPosts.map((post) => post.live!.text[locale]!.title)),
    );
  }
});

test('the blog shows its newest posts first, and the older ones on its next page', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  // Two more than the seed's eight, so the blog has a second page whatever else is published.
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const created = await createPost(page, {
      kind: 'notice',
      text: { en: { title: `Paging notice ${n} ${Date.now()}`, description: '', body: '' } },
    });
    const id = (created.body.post as { id: string }).id;
    expect((await postsRoute(page, `/api/team/posts/${id}/publish`, 'POST')).status).toBe(200);
    ids.push(id);
  }
  await page.goto('/blog');
  const pages = page.getByRole('navigation', { name: en.Common.postPages });
  await expect(pages).toContainText(/Page 1 of [2-9]/);
  await pages.getByRole('link', { name: en.Common.olderPosts }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('navigation', { name: en.Common.postPages })).toContainText(/Page 2 of [2-9]/);
  expect(await wcagFindings(page)).toEqual([]);
  await page.getByRole('link', { name: en.Common.newerPosts }).click();
  await expect(page).toHaveURL(/\/blog$/);
  for (const id of ids) expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
});
