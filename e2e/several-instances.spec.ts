import { readFileSync } from 'node:fs';
import type { Request as PlaywrightRequest } from '@playwright/test';
import { hashSource, inlineScripts } from '../lib/security/page-script-hashes.mjs';
import { DISTRICT_SEARCHES } from '../lib/news/district-edition';
import { SPEC_BASE_PORTS } from '../playwright.config';
import { startCluster, waitFor, type Cluster } from './support/cluster';
import sharp from 'sharp';
import { phonePhoto } from '../tests/support/picture-fixtures';
import { createPost, postsRoute } from './support/posts';
import { demoTeam, e2ePasswordOf, signedInIdToken, signInToInbox } from './support/team';
import { expect, nextTestAddress, test } from './support/test';
import { en } from './routes';

/**
 * Two production servers of one build sharing one Redis behind a round-robin front
 * (e2e/support/cluster.ts): what must hold across instances holds, and keeps holding, without a
 * hang or a 5xx, while Redis is stopped and after it comes back.
 */
const { coordinator } = demoTeam;
/** The article of the fake provider's first page whose picture its own server serves (e2e/support/fake-currents-server.mjs). */
const SERVED_PICTURE_INDEX = 5;
const LANGUAGE_LIMIT = 30;
const GUESSES_ALLOWED = 5;

let cluster: Cluster;

test.describe.configure({ mode: 'serial' });
// Starting two servers and Redis takes a while on a slow day; each step waits for states.
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(SPEC_BASE_PORTS.severalInstances);
});

test.afterAll(async () => {
  await cluster?.stop();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

interface ProviderSearch {
  page: number;
  size: number;
  category: string | null;
  keywords: string | null;
}
const providerSearches = async (): Promise<ProviderSearch[]> =>
  (await (await fetch(`${cluster.provider}/health`)).json()).searches;
/** Page calls (the count call asks for one article). */
const pageCalls = (searches: ProviderSearch[], category: string) =>
  searches.filter((s) => s.category === category && s.size > 1).length;

async function login(base: string, password: string, address: string) {
  const response = await fetch(`${base}/api/team/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(address) },
    body: JSON.stringify({ memberId: coordinator.memberId, password }),
  });
  return { status: response.status, code: ((await response.json()) as { code?: string }).code };
}

const languageSwitch = (base: string, address: string) =>
  fetch(`${base}/api/language?to=hi&path=/nav/about`, { headers: from(address), redirect: 'manual' }).then(
    (r) => r.status,
  );

/** Sends `count` language switches from one address, alternating between the given bases. */
async function switches(bases: string[], address: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await languageSwitch(bases[i % bases.length]!, address));
  return statuses;
}

const health = async (base: string) =>
  (await (await fetch(`${base}/api/health`, { headers: from(nextTestAddress()) })).json()) as {
    sharedStore: { state: string };
  };

test('50 readers spread over both instances cost the provider one page call', async () => {
  const before = await providerSearches();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${cluster.front}/api/news?category=sports&page=1`, { headers: from(`10.201.0.${i + 1}`) }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  const during = (await providerSearches()).slice(before.length);
  expect(pageCalls(during, 'sports')).toBe(1);
});

test("30 readers of the district's edition on both instances cost its three searches once", async () => {
  const before = await providerSearches();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      fetch(`${cluster.front}/api/news?district=rohtas&page=${(i % 2) + 1}`, { headers: from(`10.202.0.${i + 1}`) }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
  const during = (await providerSearches()).slice(before.length);
  expect(during.map((s) => s.keywords).sort()).toEqual([...DISTRICT_SEARCHES].sort());
});

test('a picture address handed out by one instance loads from the other; a forged one loads from neither', async () => {
  const [first, second] = cluster.instances;
  const news = await (await fetch(`${first}/api/news?page=1`, { headers: from(nextTestAddress()) })).json();
  const article = news.articles[SERVED_PICTURE_INDEX];
  const address = pictureAddressOf(article);
  expect(address).toMatch(/^\/api\/news\/image\//);
  const picture = await fetch(`${second}${address}`, { headers: from(nextTestAddress()) });
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/jpeg');
  expect(Buffer.from(await picture.arrayBuffer()).equals(readFileSync('public/news/river.jpg'))).toBe(true);
  const forged = forgeSignature(address);
  for (const base of cluster.instances) {
    expect((await fetch(`${base}${forged}`, { headers: from(nextTestAddress()) })).status).toBe(404);
  }
});

test('a post published on one instance is on the blog and home page of both at once; taken down, it is gone from both', async ({
  page,
}) => {
  const [first, second] = cluster.instances;
  const page200 = async (base: string, path: string) => {
    const response = await fetch(`${base}${path}`, { headers: from(nextTestAddress()) });
    expect(response.status).toBe(200);
    return response.text();
  };
  // Both pages rendered and kept in the shared cache before the post exists.
  for (const base of cluster.instances) for (const path of ['/blog', '/']) await page200(base, path);

  await signInToInbox(page, en, coordinator, `${first}/nav/admin-login-page`);
  const title = `Cluster notice ${Date.now()}`;
  const created = await createPost(
    page,
    { kind: 'notice', text: { en: { title, description: 'Seen everywhere.', body: '<p>Hello</p>' } } },
    first,
  );
  const id = (created.body.post as { id: string }).id;
  expect((await postsRoute(page, `${first}/api/team/posts/${id}/publish`, 'POST')).status).toBe(200);
  for (const base of [second, first]) {
    expect(await page200(base, '/blog')).toContain(title);
    expect(await page200(base, '/')).toContain(title);
  }

  expect((await postsRoute(page, `${first}/api/team/posts/${id}/unpublish`, 'POST')).status).toBe(200);
  for (const base of [second, first]) {
    expect(await page200(base, '/blog')).not.toContain(title);
    expect(await page200(base, '/')).not.toContain(title);
  }
  expect((await postsRoute(page, `${first}/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
});

// Before the tests that lock the Coordinator's sign-in out.
test("a post's picture uploaded through the front is served by both instances", async ({ page }) => {
  await signInToInbox(page, en, coordinator, `${cluster.front}/nav/admin-login-page`);
  const body = new FormData();
  body.append('picture', new File([new Uint8Array(await phonePhoto({ width: 2000, height: 1500 }))], 'photo.jpg'));
  const uploaded = await fetch(`${cluster.front}/api/team/pictures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signedInIdToken(page)}`, ...from(nextTestAddress()) },
    body,
  });
  expect(uploaded.status).toBe(200);
  const { picture } = (await uploaded.json()) as { picture: { src: string; width: number; height: number } };
  expect(picture).toMatchObject({ width: 1600, height: 1200 });
  for (const base of cluster.instances) {
    const served = await fetch(`${base}${picture.src}`, { headers: from(nextTestAddress()) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 1600,
      height: 1200,
    });
  }
});

test('a visitor over the language limit on one instance is over it on the other', async () => {
  const address = nextTestAddress();
  const statuses = await switches(cluster.instances, address, LANGUAGE_LIMIT);
  expect(statuses).toEqual(Array(LANGUAGE_LIMIT).fill(303));
  for (const base of cluster.instances) expect(await languageSwitch(base, address)).toBe(429);
});

test("5 wrong passwords spread over both instances make a stranger's next attempt wait on both, even the right one", async () => {
  for (let i = 0; i < GUESSES_ALLOWED; i++) {
    // A new address each time: only the member's own count (of untrusted attempts) can make it wait.
    expect(await login(cluster.instances[i % 2]!, `wrong-${i}`, nextTestAddress())).toEqual({
      status: 401,
      code: 'wrongPassword',
    });
  }
  for (const base of cluster.instances) {
    expect(await login(base, e2ePasswordOf(coordinator.memberId), nextTestAddress())).toMatchObject({
      status: 429,
      code: 'tooManyAttempts',
    });
  }
});

test('20 parallel wrong passwords through the front get at most 5 checked', async () => {
  const member = demoTeam.coach;
  const answers = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const response = await fetch(`${cluster.front}/api/team/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(`10.202.0.${i + 1}`) },
        body: JSON.stringify({ memberId: member.memberId, password: `parallel-${i}` }),
      });
      return ((await response.json()) as { code: string }).code;
    }),
  );
  expect(answers.filter((code) => code === 'wrongPassword').length).toBeLessThanOrEqual(GUESSES_ALLOWED);
  expect(answers.filter((code) => code === 'tooManyAttempts').length).toBeGreaterThanOrEqual(20 - GUESSES_ALLOWED);
});

test("the reader's data fetched on one instance serves the other, each page with its own nonce", async () => {
  const [first, second] = cluster.instances;
  const headers = from(nextTestAddress());
  const rendered = await fetch(`${first}/news?category=health`, { headers });
  expect(rendered.status).toBe(200);
  await rendered.text();
  const searchesBefore = (await providerSearches()).length;
  const served = await fetch(`${second}/news?category=health`, { headers });
  expect(served.status).toBe(200);
  const html = await served.text();
  expect((await providerSearches()).length).toBe(searchesBefore);
  const nonce = /'nonce-([^']+)'/.exec(served.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`nonce="${nonce}"`);
  expect(rendered.headers.get('content-security-policy')).not.toBe(served.headers.get('content-security-policy'));
});

test('a prerendered page answers from either instance with a policy naming its scripts by hash', async () => {
  for (const base of cluster.instances) {
    const answer = await fetch(`${base}/nav/about`, { headers: from(nextTestAddress()) });
    expect(answer.status).toBe(200);
    const scriptSrc =
      (answer.headers.get('content-security-policy') ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ??
      '';
    expect(scriptSrc).not.toContain("'nonce-");
    const scripts = inlineScripts(await answer.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(scriptSrc).toContain(hashSource(script));
  }
});

test('a browser left on the reader through the front makes a bounded number of requests', async ({ page }) => {
  const payloadRequests: string[] = [];
  const isPayload = (request: PlaywrightRequest) =>
    request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');
  page.on('request', (request) => {
    if (isPayload(request)) payloadRequests.push(request.url());
  });
  await page.goto(`${cluster.front}/news?category=health`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Parked: the router's prefetches settle; a router that kept asking for payloads would loop here.
  await page.waitForTimeout(10_000);
  expect(payloadRequests.length).toBeLessThan(30);
});

test.describe('with Redis stopped in the middle', () => {
  test('no hang and no 5xx; limits and cached data fall back to each instance; sharing resumes when Redis is back', async () => {
    await cluster.stopRedis();
    for (const base of cluster.instances) {
      await waitFor(async () => (await health(base)).sharedStore.state === 'unavailable', `${base} to see Redis gone`);
    }
    const started = Date.now();
    const pages = await Promise.all(
      ['/news', '/news?category=sports', '/', '/api/news?page=2', '/nav/about'].flatMap((path) =>
        cluster.instances.map((base) => fetch(`${base}${path}`, { headers: from(nextTestAddress()) })),
      ),
    );
    expect(pages.map((p) => p.status).filter((status) => status >= 500)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(15_000);
    // Cached data falls back to each instance's memory: each instance still answers the reader.
    for (const base of cluster.instances) {
      const page = await fetch(`${base}/news?category=culture`, { headers: from(nextTestAddress()) });
      expect(page.status).toBe(200);
      await page.text();
    }
    const login401 = await login(cluster.instances[0], 'wrong-while-down', nextTestAddress());
    expect(login401).toEqual({ status: 401, code: 'wrongPassword' });

    // Each instance counts for itself now: the limit still holds on one instance.
    const address = nextTestAddress();
    const [first, second] = cluster.instances;
    expect(await switches([first], address, LANGUAGE_LIMIT)).toEqual(Array(LANGUAGE_LIMIT).fill(303));
    expect(await languageSwitch(first, address)).toBe(429);
    expect(await languageSwitch(second, address)).toBe(303);

    await cluster.startRedis();
    for (const base of cluster.instances) {
      await waitFor(async () => (await health(base)).sharedStore.state === 'ready', `${base} to see Redis back`);
    }
    const shared = nextTestAddress();
    expect(await switches(cluster.instances, shared, LANGUAGE_LIMIT)).toEqual(Array(LANGUAGE_LIMIT).fill(303));
    for (const base of cluster.instances) expect(await languageSwitch(base, shared)).toBe(429);
    await (await fetch(`${first}/news?category=education`, { headers: from(nextTestAddress()) })).text();
    const searchesBefore = (await providerSearches()).length;
    const served = await fetch(`${second}/news?category=education`, { headers: from(nextTestAddress()) });
    expect(served.status).toBe(200);
    await served.text();
    expect((await providerSearches()).length).toBe(searchesBefore);
  });
});

/** The signed address the reader loads an article's picture from. */
function pictureAddressOf(article: { urlToImage?: string; picturePath?: string }): string {
  return article.picturePath ?? article.urlToImage ?? '';
}

/** The same address with one character of its signature changed. */
function forgeSignature(address: string): string {
  const last = address.at(-1) === 'A' ? 'B' : 'A';
  return `${address.slice(0, -1)}${last}`;
}
