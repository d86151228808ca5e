// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/news/image/[id]/route';
import { newsService } from '@/lib/news';
import { PICTURE_MAX_REDIRECTS } from '@/lib/news/picture-fetch';
import { articlePictures } from '@/lib/news/pictures';
import { startFakeCurrents, type FakeCurrents } from '../support/fake-currents';
import { JPEG_BYTES, startFakePictureSite, type FakePictureSite } from '../support/fake-picture-site';

vi.mock('server-only', () => ({}));

/*
 * The picture route over real HTTP: the news site is a local server, so these tests switch on
 * NEWS_IMAGE_ALLOW_PRIVATE_HOSTS, except where they check that private hosts are refused.
 */
let site: FakePictureSite;

beforeAll(async () => {
  site = await startFakePictureSite();
});
afterAll(() => site.close());

beforeEach(() => {
  vi.stubEnv('NEWS_IMAGE_ALLOW_PRIVATE_HOSTS', '1');
  vi.stubEnv('NEWS_TIMEOUT_MS', '500');
  site.requests.length = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

let nextId = 0;
/**
 * An article the news service handed out, whose picture is at `path` of the fake site. Each has
 * its own address (a query the site ignores), since the server keeps pictures it has fetched.
 */
const remembered = (path: string, host = site.url) => {
  const id = `article-${(nextId += 1)}`;
  articlePictures.remember([{ id, urlToImage: `${host}${path}?article=${id}` }]);
  return id;
};
const get = (id: string) =>
  GET(new Request(`http://localhost/api/news/image/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });

describe('GET /api/news/image/[id]', () => {
  it('serves a remembered picture with its type and a cache lifetime', async () => {
    const response = await get(remembered('/photo.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(Buffer.from(await response.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    expect(site.requests).toEqual(['/photo.jpg']);
  });

  it('answers the type the bytes are, whatever name the site gives it', async () => {
    const response = await get(remembered('/photo-declared-jpg.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('follows a redirect of the news site', async () => {
    const response = await get(remembered('/moved.jpg'));
    expect(response.status).toBe(200);
    expect(site.requests).toEqual(['/moved.jpg', '/photo.jpg']);
  });

  it('answers 404 for an id it never handed out, without fetching anything', async () => {
    const response = await get('never-handed-out');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(site.requests).toEqual([]);
  });

  it.each([
    ['too long', 'x'.repeat(257)],
    ['empty', ''],
    ['a space', 'bad id'],
    ['a quote', 'bad"id'],
    ['a control character', 'bad\nid'],
    ['non-ASCII', 'समाचार'],
  ])('answers 400 for an id with %s', async (_case, id) => {
    expect((await get(id)).status).toBe(400);
  });

  it('accepts the ids the news service makes: UUIDs, index-timestamp and RSS guids', async () => {
    for (const id of ['ba78b62e-b127-4697-ad47-975614c169ff', '5-1732175100000', 'https://feed.example.com/?p=12#a']) {
      articlePictures.remember([{ id, urlToImage: `${site.url}/photo.jpg` }]);
      expect((await get(id)).status).toBe(200);
    }
  });

  it.each([
    ['an SVG drawing', '/drawing.svg'],
    ['a web page', '/page.html'],
    ['picture bytes declared as a web page', '/photo-as-html.jpg'],
    ['a web page declared as a PNG', '/html-as-png.png'],
    ['a picture over 5 MB', '/huge.jpg'],
    ['a picture over 5 MB without a declared length', '/huge-unannounced.jpg'],
    ['a failing site', '/broken.jpg'],
    ['endless redirects', '/loop.jpg'],
    ['a redirect to a file', '/to-file.jpg'],
  ])('refuses %s with 502', async (_case, path) => {
    const response = await get(remembered(path));
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('follows at most three redirects', async () => {
    expect((await get(remembered('/loop.jpg'))).status).toBe(502);
    expect(site.requests).toEqual(Array(1 + PICTURE_MAX_REDIRECTS).fill('/loop.jpg'));
  });

  it('answers 404 when the news site no longer has the picture', async () => {
    expect((await get(remembered('/gone.jpg'))).status).toBe(404);
  });

  it('gives up on a site that does not answer in time', async () => {
    const started = Date.now();
    expect((await get(remembered('/slow.jpg'))).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  describe('without NEWS_IMAGE_ALLOW_PRIVATE_HOSTS', () => {
    beforeEach(() => {
      vi.stubEnv('NEWS_IMAGE_ALLOW_PRIVATE_HOSTS', '');
    });

    it.each([
      ['a loopback address', (url: string) => url],
      ['a name that resolves to loopback', (url: string) => url.replace('127.0.0.1', 'localhost')],
      ['an IPv6 loopback address', (url: string) => url.replace('127.0.0.1', '[::1]')],
      ['a link-local address', () => 'http://169.254.169.254'],
      ['a private network address', () => 'http://10.0.0.1'],
    ])('refuses %s without contacting it', async (_case, host) => {
      const response = await get(remembered('/photo.jpg', host(site.url)));
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/private address/);
      expect(site.requests).toEqual([]);
    });
  });
});

describe('a picture once fetched', () => {
  it('is kept: more readers, sizes or direct calls do not ask the news site again', async () => {
    const id = remembered('/photo.jpg');
    const answers = await Promise.all([get(id), get(id), get(id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const again = await get(id);
    expect(Buffer.from(await again.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(site.requests).toEqual(['/photo.jpg']);
  });

  it('is not kept when it failed: the next reader asks again', async () => {
    const id = remembered('/gone.jpg');
    expect((await get(id)).status).toBe(404);
    expect((await get(id)).status).toBe(404);
    expect(site.requests).toEqual(['/gone.jpg', '/gone.jpg']);
  });
});

describe('the news service remembers the pictures it hands out', () => {
  let currents: FakeCurrents;

  beforeAll(async () => {
    currents = await startFakeCurrents();
  });
  afterAll(() => currents.close());

  it('serves the picture of an article from its answer, and nothing else of that site', async () => {
    vi.stubEnv('NEWS_API_KEY', 'test-key');
    vi.stubEnv('NEWS_API_BASE_URL', currents.url);
    currents.setItems([
      {
        id: 'from-the-provider',
        title: 'बिहार',
        url: 'https://news.example.com/a',
        image: `${site.url}/photo.jpg?from=provider`,
      },
    ]);
    const { articles } = await newsService().getNews({});
    expect(articles.map((a) => a.id)).toEqual(['from-the-provider']);
    expect((await get('from-the-provider')).status).toBe(200);
    expect(site.requests).toEqual(['/photo.jpg']);
  });
});
