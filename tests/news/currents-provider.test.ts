// @vitest-environment node
import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCurrentsProvider } from '@/lib/news/currents-provider';
import { NewsError } from '@/lib/news/errors';
import { createNewsService, type NewsService } from '@/lib/news/service';
import { fixtureItems } from '../support/fixtures';
import { startFakeCurrents, type FakeCurrents } from '../support/fake-currents';

/*
 * The real service and Currents provider, over HTTP, against a local fake of the API.
 * jsdom would give axios its XHR adapter (with browser CORS rules); on the server axios uses
 * Node's http adapter, so the tests do too.
 */
const defaultAdapter = axios.defaults.adapter;
const NOW = 1_717_171_717_171;

let fake: FakeCurrents;
let service: NewsService;

const newService = () =>
  createNewsService({
    provider: createCurrentsProvider({ baseUrl: fake.url, apiKey: 'test-key', timeoutMs: 300 }),
    keyword: 'Bihar',
    cacheMs: 60000,
    now: () => NOW,
  });

const asObject = (params: URLSearchParams) => Object.fromEntries(params.entries());

/** The count request asks for one item; the page request for the page size (never 1 in these tests). */
function splitRequests() {
  expect(fake.requests).toHaveLength(2);
  const count = fake.requests.find((r) => r.get('page_size') === '1');
  const page = fake.requests.find((r) => r !== count);
  if (!count || !page) throw new Error('expected one count request and one page request');
  return { count: asObject(count), page: asObject(page) };
}

async function failure(promise: Promise<unknown>): Promise<NewsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NewsError);
  return error as NewsError;
}

beforeAll(async () => {
  axios.defaults.adapter = 'http';
  fake = await startFakeCurrents();
});

afterAll(async () => {
  axios.defaults.adapter = defaultAdapter;
  await fake.close();
});

beforeEach(() => {
  fake.setMode('ok');
  fake.setItems(fixtureItems);
  fake.requests.length = 0;
  service = newService();
});

describe('the two requests', () => {
  it('sends the count and page requests with the defaults (category empty, page 1, limit 20)', async () => {
    await service.getNews();
    const { count, page } = splitRequests();
    expect(count).toEqual({ keywords: 'Bihar', apiKey: 'test-key', page_number: '1', page_size: '1', language: 'hi' });
    expect(page).toEqual({ keywords: 'Bihar', apiKey: 'test-key', page_number: '1', page_size: '20', language: 'hi' });
  });

  it('adds the category to the page request only', async () => {
    await service.getNews({ category: 'sports', page: 2, limit: 5 });
    const { count, page } = splitRequests();
    expect(count).toEqual({ keywords: 'Bihar', apiKey: 'test-key', page_number: '1', page_size: '1', language: 'hi' });
    expect(page).toEqual({
      keywords: 'Bihar',
      apiKey: 'test-key',
      page_number: '2',
      page_size: '5',
      language: 'hi',
      category: 'sports',
    });
  });

  it('sends no category parameter for an empty category', async () => {
    await service.getNews({ category: '', page: 3, limit: 10 });
    const { page } = splitRequests();
    expect(page).not.toHaveProperty('category');
    expect(page).toMatchObject({ page_number: '3', page_size: '10' });
  });

  it('uses the configured keyword', async () => {
    const other = createNewsService({
      provider: createCurrentsProvider({ baseUrl: `${fake.url}/`, apiKey: 'test-key', timeoutMs: 300 }),
      keyword: 'बिहार',
      cacheMs: 60000,
    });
    await other.getNews({ limit: 10 });
    const { count, page } = splitRequests();
    expect(count.keywords).toBe('बिहार');
    expect(page.keywords).toBe('बिहार');
  });
});

describe('the transform of each fixture case', () => {
  it('answers with the page transformed into Articles', async () => {
    const result = await service.getNews();
    expect(result.articles).toHaveLength(20);
    const [noId, authorNull, nobody, httpImage, iso] = result.articles;

    expect(noId).toEqual({
      id: `0-${Date.parse('2019-08-04T14:22:08.000Z')}`,
      title: 'बिहार में बाढ़ राहत कार्य तेज',
      description: 'राज्य सरकार ने प्रभावित जिलों में नावें और राहत शिविर भेजे।',
      link: 'https://news.example.com/bihar/baadh-rahat',
      publishedAt: '2019-08-04T14:22:08.000Z',
      source: { name: 'रमेश कुमार' },
      urlToImage: '/api/placeholder/800x400',
      imageSize: { width: 800, height: 400 },
      category: 'regional',
    });

    expect(authorNull).toMatchObject({
      id: 'n-002',
      source: { name: 'पटना टाइम्स' },
      urlToImage: '/api/placeholder/200x120',
      imageSize: { width: 200, height: 120 },
      category: 'education',
      publishedAt: '2024-03-15T09:30:00.000Z',
    });

    expect(nobody).toMatchObject({
      id: 'n-003',
      source: { name: 'Unknown' },
      urlToImage: '/api/placeholder/200x120',
      category: '',
    });

    expect(httpImage).toMatchObject({
      id: 'n-004',
      link: '',
      urlToImage: 'http://images.example.com/khet.jpg',
      imageSize: { width: 200, height: 120 },
    });

    expect(iso).toMatchObject({
      id: 'n-005',
      publishedAt: '2024-03-14T13:15:00.000Z',
      urlToImage: 'https://images.example.com/cricket.jpg',
      imageSize: { width: 400, height: 225 },
      category: 'sports',
    });

    expect(result.articles.slice(4).every((a) => a.imageSize.width === 400 && a.imageSize.height === 225)).toBe(true);
  });

  it('is not marked as sample or stale', async () => {
    const result = await service.getNews();
    expect(result).not.toHaveProperty('sample');
    expect(result).not.toHaveProperty('stale');
  });
});

describe('totals', () => {
  it('counts 25 results at the default 20 per page as 2 pages', async () => {
    expect(await service.getNews()).toMatchObject({ totalResults: 25, currentPage: 1, totalPages: 2, hasMore: true });
  });

  it('has more while the page is below totalPages; the last page ends it', async () => {
    const first = await service.getNews({ limit: 10, page: 1 });
    const second = await service.getNews({ limit: 10, page: 2 });
    const last = await service.getNews({ limit: 10, page: 3 });
    expect(first).toMatchObject({ totalResults: 25, totalPages: 3, currentPage: 1, hasMore: true });
    expect(second).toMatchObject({ totalPages: 3, currentPage: 2, hasMore: true });
    expect(last).toMatchObject({ totalPages: 3, currentPage: 3, hasMore: false });
    expect(last.articles.map((a) => a.id)).toEqual(['n-021', 'n-022', 'n-023', 'n-024', 'n-025']);
  });

  it('gives the page index to the image size (first item of page 2 is featured)', async () => {
    const second = await service.getNews({ limit: 10, page: 2 });
    expect(second.articles[0]?.imageSize).toEqual({ width: 800, height: 400 });
  });

  it('answers an empty news array with an empty result and hasMore false', async () => {
    fake.setMode('empty');
    expect(await service.getNews()).toEqual({
      articles: [],
      totalResults: 0,
      currentPage: 1,
      totalPages: 0,
      hasMore: false,
    });
  });

  it('without news_count: a full page says there may be more, a short page ends it', async () => {
    fake.setMode('no-count');
    const full = await service.getNews({ limit: 10, page: 2 });
    expect(full.articles).toHaveLength(10);
    expect(full).toMatchObject({ hasMore: true, currentPage: 2, totalPages: 3, totalResults: 20 });

    const short = await service.getNews({ limit: 10, page: 3 });
    expect(short.articles).toHaveLength(5);
    expect(short).toMatchObject({ hasMore: false, currentPage: 3, totalPages: 3, totalResults: 25 });
  });
});

describe('errors', () => {
  it('maps 429 to the rate-limit message with status 429', async () => {
    fake.setMode('rate-limit');
    const error = await failure(service.getNews());
    expect(error.message).toBe('Rate limit exceeded. Please try again later.');
    expect(error.status).toBe(429);
  });

  it("passes on the answer's message field", async () => {
    fake.setMode('error-message');
    const error = await failure(service.getNews());
    expect(error.message).toBe('Invalid API key');
    expect(error.status).toBe(502);
  });

  it("answers 'Failed to fetch news' for an error without a body", async () => {
    fake.setMode('error-empty');
    const error = await failure(service.getNews());
    expect(error.message).toBe('Failed to fetch news');
    expect(error.status).toBe(502);
  });

  it("answers 'Failed to fetch news' for a body that is not JSON", async () => {
    fake.setMode('garbage');
    const error = await failure(service.getNews());
    expect(error.message).toBe('Failed to fetch news');
  });

  it("gives up after about the timeout with 'Failed to fetch news'", async () => {
    fake.setMode('slow', { delayMs: 3000 });
    const started = performance.now();
    const error = await failure(service.getNews());
    const elapsed = performance.now() - started;
    expect(error.message).toBe('Failed to fetch news');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
  });
});
