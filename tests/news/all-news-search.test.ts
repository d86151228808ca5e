// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SEARCH_PAGE, providerKeywordsFor } from '@/lib/news/all-news-search';
import { createNewsService, type NewsService } from '@/lib/news/service';
import { createStubProvider, type StubProvider } from '../support/stub-provider';

const CACHE_MS = 60_000;
let clock: number;
let provider: StubProvider;
let service: NewsService;
let budget: number;

beforeEach(() => {
  clock = 1_700_000_000_000;
  budget = 2;
  provider = createStubProvider();
  service = createNewsService({
    provider,
    keyword: 'Bihar',
    cacheMs: CACHE_MS,
    now: () => clock,
    spendSearch: async () => budget-- > 0,
  });
});

const searches = () => provider.calls.filter((c) => c.keywords !== 'Bihar');

describe("the provider's keywords for a reader's query", () => {
  const texts = ['धान खरीद केंद्रों पर किसानों की कतार', 'किसान सम्मान निधि की किस्त जारी', 'किसान मेला सासाराम में'];
  const read = async () => texts;

  it('sends a Devanagari query as typed, normalised, without reading the news already read', async () => {
    const unread = vi.fn(read);
    expect(await providerKeywordsFor('  धान   खरीद ', unread)).toBe('धान खरीद');
    expect(unread).not.toHaveBeenCalled();
  });

  it('sends each Latin word as the Devanagari word it stands for in the news read, the most frequent one', async () => {
    expect(await providerKeywordsFor('kisan', read)).toBe('किसान');
    expect(await providerKeywordsFor('Dhan Kharid', read)).toBe('धान खरीद');
    expect(await providerKeywordsFor('sasaram kisan mela', read)).toBe('सासाराम किसान मेला');
  });

  it('sends a Latin word found in no text as typed', async () => {
    expect(await providerKeywordsFor('nitish', read)).toBe('nitish');
    expect(await providerKeywordsFor('kisan nitish', read)).toBe('किसान nitish');
  });
});

describe('searching all news', () => {
  it('asks the provider with the Devanagari words of the state pages held, and answers a page of 20', async () => {
    await service.getNews({ page: 1, limit: 20 });
    const result = await service.searchNews('kisano', 1);
    expect(searches().map((c) => c.keywords)).toEqual(['किसानों']);
    expect(searches()[0]).toMatchObject({ page_number: 1, page_size: 20, language: 'hi' });
    expect(result).toMatchObject({ currentPage: 1 });
  });

  it('is cached per keywords and page for the window, so a repeat costs nothing and spends no budget', async () => {
    await service.searchNews('धान', 1);
    await service.searchNews(' धान ', 1);
    expect(searches()).toHaveLength(1);
    await service.searchNews('धान', 2);
    expect(searches()).toHaveLength(2);
    expect(budget).toBe(0);
    clock += CACHE_MS;
    budget = 1;
    await service.searchNews('धान', 1);
    expect(searches()).toHaveLength(3);
  });

  it('answers the rate-limit message without asking the provider once the budget is spent', async () => {
    budget = 0;
    await expect(service.searchNews('धान', 1)).rejects.toMatchObject({
      status: 429,
      message: 'Rate limit exceeded. Please try again later.',
    });
    expect(searches()).toHaveLength(0);
  });

  it(`refuses pages past ${MAX_SEARCH_PAGE} without a call`, async () => {
    await expect(service.searchNews('धान', MAX_SEARCH_PAGE + 1)).rejects.toMatchObject({ status: 404 });
    expect(searches()).toHaveLength(0);
  });
});
