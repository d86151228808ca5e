// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parseServerEnv } from '@/lib/env/server';
import { NEWS_CATEGORIES } from '@/lib/news/constants';
import {
  EDITION_SEGMENT_PATTERN,
  editionSegment,
  MAX_EDITION_PAGE,
  parseEditionSegment,
  publicPathname,
  withoutEdition,
  type NewsEdition,
} from '@/lib/news/edition';

vi.mock('server-only', () => ({}));

function everyEdition(): NewsEdition[] {
  const editions: NewsEdition[] = [];
  for (const category of ['', ...NEWS_CATEGORIES] as const)
    for (let page = 1; page <= MAX_EDITION_PAGE; page++)
      for (const layout of ['grid', 'list'] as const)
        for (const saveData of [false, true])
          for (const district of [false, true]) editions.push({ category, page, layout, saveData, district });
  return editions;
}

describe('an edition of the news reader', () => {
  it('is named by a readable path segment', () => {
    expect(editionSegment({ category: '', page: 1, layout: 'grid', saveData: false, district: false })).toBe(
      'all-1-grid-full',
    );
    expect(editionSegment({ category: 'sports', page: 2, layout: 'list', saveData: true, district: false })).toBe(
      'sports-2-list-lite',
    );
    expect(editionSegment({ category: '', page: 1, layout: 'grid', saveData: false, district: true })).toBe(
      'all-1-grid-full-rohtas',
    );
  });

  it('is read back from its segment, and there are 320 of them per language', () => {
    const editions = everyEdition();
    expect(editions).toHaveLength(320);
    for (const edition of editions) expect(parseEditionSegment(editionSegment(edition))).toEqual(edition);
  });

  it('matches the pattern the rewrites accept, which takes no other segment', () => {
    const pattern = new RegExp(`^${EDITION_SEGMENT_PATTERN}$`);
    for (const edition of everyEdition()) expect(editionSegment(edition)).toMatch(pattern);
    for (const other of [
      'all-6-grid-full',
      'all-0-grid-full',
      'all-1-grid',
      'all-1-grid-full-x',
      'ALL-1-grid-full',
      'all-1-grid-full-patna',
      'all-1-grid-full-rohtas-rohtas',
    ])
      expect(other).not.toMatch(pattern);
  });

  it('refuses any other spelling, so the same page is never kept twice and no stranger adds one', () => {
    for (const segment of [
      'all-01-grid-full',
      'all-6-grid-full',
      'all-0-grid-full',
      'all-1.0-grid-full',
      'weather-1-grid-full',
      '-1-grid-full',
      'all-1-cards-full',
      'all-1-grid-none',
      'all-1-grid-full-extra',
      'all-1-grid-full-Rohtas',
      'all-1-grid-full-rohtas-',
      'All-1-grid-full',
      '',
    ])
      expect(parseEditionSegment(segment), segment).toBeNull();
  });

  it("is shown at the reader's address, in its language", () => {
    expect(withoutEdition('/en/news/edition/all-1-grid-full')).toBe('/en/news');
    expect(withoutEdition('/hi/news/edition/sports-2-list-lite')).toBe('/hi/news');
    expect(publicPathname('/en/news/edition/all-1-grid-full')).toBe('/news');
    expect(publicPathname('/hi/news/edition/all-1-grid-full')).toBe('/hi/news');
    expect(publicPathname('/en/news')).toBe('/news');
    expect(publicPathname('/en/nav/about')).toBe('/nav/about');
    expect(withoutEdition('/news/editions')).toBe('/news/editions');
  });

  it('is kept for the default news cache window: the route segment config must be a literal', () => {
    const page = readFileSync('app/[locale]/news/edition/[edition]/page.tsx', 'utf8');
    const revalidate = Number(/^export const revalidate = (\d+);$/m.exec(page)?.[1]);
    expect(revalidate).toBe(parseServerEnv({}).NEWS_CACHE_SECONDS);
  });
});
