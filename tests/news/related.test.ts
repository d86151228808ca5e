// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ageGapDays, keywordsOf, relatedArticles, relatedScore } from '@/lib/news/related';
import type { Article } from '@/lib/news/types';

const DAY = 86_400_000;
const BASE = Date.parse('2024-03-15T10:00:00.000Z');

const article = (id: string, fields: Partial<Article> = {}): Article => ({
  id,
  title: '',
  description: '',
  link: '',
  publishedAt: '',
  source: { name: 'Unknown' },
  urlToImage: '/api/placeholder/400x225',
  imageSize: { width: 400, height: 225 },
  category: '',
  ...fields,
});

const daysAfter = (days: number) => new Date(BASE + days * DAY).toISOString();

describe('keywords (+1 per shared keyword)', () => {
  it('counts one per shared word longer than 2 characters', () => {
    const a = article('a', { title: 'Patna flood relief camp' });
    const b = article('b', { title: 'Relief camp opens near Gaya' });
    expect(relatedScore(a, b)).toBe(2); // relief, camp
  });

  it('does not count words of 2 characters or fewer', () => {
    const a = article('a', { title: 'go to up' });
    const b = article('b', { title: 'go to up' });
    expect(keywordsOf(a).size).toBe(0);
    expect(relatedScore(a, b)).toBe(0);
  });

  it('does not count stop words', () => {
    const a = article('a', { title: 'the news from this', description: 'and that with' });
    const b = article('b', { title: 'THE NEWS FROM THIS', description: 'AND THAT WITH' });
    expect(relatedScore(a, b)).toBe(0);
  });

  it('counts a shared word once however often it appears, ignoring case', () => {
    const a = article('a', { title: 'Cricket cricket CRICKET' });
    const b = article('b', { description: 'cricket' });
    expect(relatedScore(a, b)).toBe(1);
  });

  it('reads Hindi words with their vowel signs', () => {
    // Letters and vowel signs count: 'का' and 'से' (2) are too short; 'किसान' (5) counts.
    const a = article('a', { title: 'पटना का किसान मेला' });
    const b = article('b', { title: 'किसान मेला से पहले का' });
    expect([...keywordsOf(a)]).toEqual(['पटना', 'किसान', 'मेला']);
    expect(relatedScore(a, b)).toBe(2); // किसान, मेला
  });
});

describe('category (+3)', () => {
  it('adds 3 for the same category', () => {
    expect(relatedScore(article('a', { category: 'sports' }), article('b', { category: 'sports' }))).toBe(3);
  });

  it('adds nothing for different categories', () => {
    expect(relatedScore(article('a', { category: 'sports' }), article('b', { category: 'health' }))).toBe(0);
  });

  it('does not match two empty categories', () => {
    expect(relatedScore(article('a', { category: '' }), article('b', { category: '' }))).toBe(0);
  });
});

describe('age gap (max(0, 5 − days))', () => {
  const at = (days: number) => article(`d${days}`, { publishedAt: daysAfter(days) });

  it('adds 5 on the same day', () => {
    expect(relatedScore(at(0), article('x', { publishedAt: new Date(BASE + 3_600_000).toISOString() }))).toBe(5);
  });

  it('adds 3 two days apart, in either order', () => {
    expect(relatedScore(at(0), at(2))).toBe(3);
    expect(relatedScore(at(2), at(0))).toBe(3);
  });

  it('counts whole days', () => {
    expect(ageGapDays(at(0), article('x', { publishedAt: new Date(BASE + 2 * DAY - 1).toISOString() }))).toBe(1);
  });

  it('adds nothing from five days apart', () => {
    expect(relatedScore(at(0), at(5))).toBe(0);
    expect(relatedScore(at(0), at(9))).toBe(0);
  });

  it('adds nothing when a date is unknown', () => {
    expect(relatedScore(at(0), article('x', { publishedAt: '' }))).toBe(0);
  });
});

describe('combined score', () => {
  it('adds the three terms', () => {
    const a = article('a', {
      title: 'Patna cricket final tonight',
      category: 'sports',
      publishedAt: daysAfter(0),
    });
    const b = article('b', {
      title: 'Cricket final tickets sold out',
      category: 'sports',
      publishedAt: daysAfter(1),
    });
    // cricket + final (2) + same category (3) + one day apart (4)
    expect(relatedScore(a, b)).toBe(9);
  });
});

describe('relatedArticles', () => {
  const me = article('me', { title: 'Bihar cricket final', category: 'sports', publishedAt: daysAfter(0) });

  it('excludes the article itself and sorts by score', () => {
    const pool = [
      me,
      article('weak', { title: 'cricket', publishedAt: daysAfter(30) }), // 1
      article('best', { title: 'Bihar cricket final', category: 'sports', publishedAt: daysAfter(0) }), // 3+3+5
      article('middle', { category: 'sports', publishedAt: daysAfter(10) }), // 3
      article('none', { title: 'weather', publishedAt: daysAfter(40) }), // 0
    ];
    expect(relatedArticles(me, pool).map((a) => a.id)).toEqual(['best', 'middle', 'weak']);
  });

  it('gives at most 6 by default, or the count asked for', () => {
    const pool = Array.from({ length: 10 }, (_, i) =>
      article(`r${i}`, { category: 'sports', publishedAt: daysAfter(20) }),
    );
    expect(relatedArticles(me, pool)).toHaveLength(6);
    expect(relatedArticles(me, pool, 2)).toHaveLength(2);
  });

  it('puts the newest first among equal scores, and lists each id once', () => {
    const pool = [
      article('old', { category: 'sports', publishedAt: '2024-01-01T00:00:00.000Z' }),
      article('new', { category: 'sports', publishedAt: '2024-02-01T00:00:00.000Z' }),
      article('new', { category: 'sports', publishedAt: '2024-02-01T00:00:00.000Z' }),
    ];
    expect(relatedArticles(me, pool).map((a) => a.id)).toEqual(['new', 'old']);
  });

  it('logs a failure and returns an empty list', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = null as unknown as Article; // reading its id throws
    expect(relatedArticles(me, [article('x', { category: 'sports' }), broken])).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
