// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestNews } from '@/lib/news/api-client';

const query = { category: 'sports', page: 2, limit: 20 };
const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('requestNews (browser → /api/news)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks our API with the query and returns its page', async () => {
    const page = { articles: [], totalResults: 0, currentPage: 2, totalPages: 0, hasMore: false };
    const fetchMock = answer(200, page);
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestNews(query)).resolves.toEqual(page);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/news?category=sports&page=2&limit=20');
  });

  it("passes on the API's error message (429 included)", async () => {
    vi.stubGlobal('fetch', answer(429, { error: 'Rate limit exceeded. Please try again later.' }));
    await expect(requestNews(query)).rejects.toThrow('Rate limit exceeded. Please try again later.');
  });

  it("falls back to 'Failed to fetch news' for an unreadable answer or no answer", async () => {
    vi.stubGlobal('fetch', answer(502, '<html>bad gateway</html>'));
    await expect(requestNews(query)).rejects.toThrow('Failed to fetch news');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network down')));
    await expect(requestNews(query)).rejects.toThrow('Failed to fetch news');
  });
});
