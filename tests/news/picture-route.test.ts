// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/news/image/[token]/route';
import { newsService } from '@/lib/news';
import { PICTURE_MAX_REDIRECTS } from '@/lib/news/picture-fetch';
import { signPictureUrl } from '@/lib/news/picture-address';
import { startFakeCurrents, type FakeCurrents } from '../support/fake-currents';
import { JPEG_BYTES, startFakePictureSite, type FakePictureSite } from '../support/fake-picture-site';

vi.mock('server-only', () => ({}));

/*
 * The picture route over real HTTP: the news site is a local server, so these tests switch on
 * NEWS_IMAGE_ALLOW_PRIVATE_HOSTS, except where they check that private hosts are refused.
 */
let site: FakePictureSite;
/** The key the server signs with in these tests; the route reads it from the environment. */
const KEY = 'test-picture-signing-key-of-32-chars!';

beforeAll(async () => {
  site = await startFakePictureSite();
});
afterAll(() => site.close());

beforeEach(() => {
  vi.stubEnv('NEWS_IMAGE_ALLOW_PRIVATE_HOSTS', '1');
  vi.stubEnv('NEWS_TIMEOUT_MS', '500');
  vi.stubEnv('PICTURE_SIGNING_KEY', KEY);
  site.requests.length = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const tokenFor = (url: string, key = KEY) => {
  const token = signPictureUrl(url, key);
  if (!token) throw new Error(`not signed: ${url}`);
  return token;
};

let nextPicture = 0;
/**
 * The signed token of a picture at `path` of the fake site. Each has its own address (a query
 * the site ignores), since the server keeps pictures it has fetched.
 */
const signed = (path: string, host = site.url) => tokenFor(`${host}${path}?picture=${(nextPicture += 1)}`);
const get = (token: string) =>
  GET(new Request(`http://localhost/api/news/image/${token}`), { params: Promise.resolve({ token }) });
const tokenParts = (token: string): [string, string] => {
  const [url = '', signature = ''] = token.split('.');
  return [url, signature];
};

describe('GET /api/news/image/[token]', () => {
  it('serves the picture of a signed address with its type and a cache lifetime', async () => {
    const response = await get(signed('/photo.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(Buffer.from(await response.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    expect(site.requests).toEqual(['/photo.jpg']);
  });

  it('answers the type the bytes are, whatever name the site gives it', async () => {
    const response = await get(signed('/photo-declared-jpg.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('follows a redirect of the news site', async () => {
    const response = await get(signed('/moved.jpg'));
    expect(response.status).toBe(200);
    expect(site.requests).toEqual(['/moved.jpg', '/photo.jpg']);
  });

  it('answers 404 for an address it did not sign, without fetching anything', async () => {
    const url = `${site.url}/photo.jpg`;
    const [, signature] = tokenParts(signed('/photo.jpg'));
    const [otherUrl, otherSignature] = tokenParts(tokenFor(`${site.url}/drawing.svg`));
    const forged = [
      // Another URL under a signature made for a different one.
      `${Buffer.from(url).toString('base64url')}.${signature}`,
      `${otherUrl}.${signature}`,
      `${tokenParts(signed('/photo.jpg'))[0]}.${otherSignature}`,
      // Signed with a key that is not the server's.
      tokenFor(url, 'another-key-that-is-32-characters-long'),
      `${Buffer.from(url).toString('base64url')}.${'A'.repeat(43)}`,
    ];
    for (const token of forged) {
      const response = await get(token);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(site.requests).toEqual([]);
  });

  it('stops serving its addresses when the key changes', async () => {
    const token = signed('/photo.jpg');
    vi.stubEnv('PICTURE_SIGNING_KEY', 'a-new-key-after-rotation-32-chars-x');
    expect((await get(token)).status).toBe(404);
    expect(site.requests).toEqual([]);
  });

  it.each([
    ['too long', `${'x'.repeat(2732)}.${'A'.repeat(43)}`],
    ['far too long', 'x'.repeat(10_000)],
    ['empty', ''],
    ['no signature', Buffer.from('https://cdn.example.com/x.jpg').toString('base64url')],
    ['a truncated signature', `aHR0cHM6Ly9jZG4uZXhhbXBsZS5jb20veC5qcGc.${'A'.repeat(42)}`],
    ['a space', 'bad token'],
    ['a quote', 'bad"token'],
    ['base64 padding', `aHR0cHM6Ly9jZG4uZXhhbXBsZS5jb20veC5qcGc=.${'A'.repeat(43)}`],
    ['a control character', 'bad\ntoken'],
    ['non-ASCII', 'समाचार'],
  ])('answers 400 for a token with %s, without fetching anything', async (_case, token) => {
    const response = await get(token);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(site.requests).toEqual([]);
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
    const response = await get(signed(path));
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('follows at most three redirects', async () => {
    expect((await get(signed('/loop.jpg'))).status).toBe(502);
    expect(site.requests).toEqual(Array(1 + PICTURE_MAX_REDIRECTS).fill('/loop.jpg'));
  });

  it('answers 404 when the news site no longer has the picture', async () => {
    expect((await get(signed('/gone.jpg'))).status).toBe(404);
  });

  it('gives up on a site that does not answer in time', async () => {
    const started = Date.now();
    expect((await get(signed('/slow.jpg'))).status).toBe(502);
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
      ['a NAT64 address of loopback', () => 'http://[64:ff9b::7f00:1]'],
      ['a Teredo address', () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]'],
    ])('refuses %s without contacting it', async (_case, host) => {
      const response = await get(signed('/photo.jpg', host(site.url)));
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/private address/);
      expect(site.requests).toEqual([]);
    });
  });
});

describe('a picture once fetched', () => {
  it('is kept: more readers, sizes or direct calls do not ask the news site again', async () => {
    const token = signed('/photo.jpg');
    const answers = await Promise.all([get(token), get(token), get(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const again = await get(token);
    expect(Buffer.from(await again.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(site.requests).toEqual(['/photo.jpg']);
  });

  it('is not kept when it failed: the next reader asks again', async () => {
    const token = signed('/gone.jpg');
    expect((await get(token)).status).toBe(404);
    expect((await get(token)).status).toBe(404);
    expect(site.requests).toEqual(['/gone.jpg', '/gone.jpg']);
  });
});

describe('the news service signs the pictures it hands out', () => {
  let currents: FakeCurrents;

  beforeAll(async () => {
    currents = await startFakeCurrents();
  });
  afterAll(() => currents.close());

  it('gives each news site picture a signed address the route serves', async () => {
    vi.stubEnv('NEWS_API_KEY', 'test-key');
    vi.stubEnv('NEWS_API_BASE_URL', currents.url);
    const picture = `${site.url}/photo.jpg?from=provider`;
    currents.setItems([
      { id: 'from-the-provider', title: 'बिहार', url: 'https://news.example.com/a', image: picture },
      { id: 'without-a-picture', title: 'पटना', url: 'https://news.example.com/b', image: 'None' },
    ]);
    const { articles } = await newsService().getNews({});
    expect(articles.map((a) => a.id)).toEqual(['from-the-provider', 'without-a-picture']);
    const [withPicture, withoutPicture] = articles;
    expect(withPicture?.urlToImage).toBe(picture);
    expect(withPicture?.picturePath).toBe(`/api/news/image/${tokenFor(picture)}`);
    expect(withoutPicture?.picturePath).toBeUndefined();
    const token = withPicture?.picturePath?.split('/').pop() ?? '';
    expect((await get(token)).status).toBe(200);
    expect(site.requests).toEqual(['/photo.jpg']);
  });
});
