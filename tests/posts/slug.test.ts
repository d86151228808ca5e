// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slugFor } from '@/lib/posts/slug';
import type { PostContent } from '@/lib/posts/types';

const titled = (en: string, hi = ''): PostContent => ({
  kind: 'notice',
  text: { en: { title: en, description: '', body: '' }, hi: { title: hi, description: '', body: '' } },
});
const none = new Set<string>();

describe('a post’s address', () => {
  it('is its English title’s words, lower-case, accents dropped, joined by hyphens', () => {
    expect(slugFor(titled('Football Trials: Sunday, 7 a.m.!'), 'x', none)).toBe('football-trials-sunday-7-a-m');
    expect(slugFor(titled('Café at Dehri-on-Sone'), 'x', none)).toBe('cafe-at-dehri-on-sone');
  });

  it('is the Hindi title in Latin letters when there is no English one', () => {
    expect(slugFor(titled('', 'स्वास्थ्य शिविर'), 'x', none)).toBe('svasthya-shivira');
    expect(slugFor(titled('', 'सासाराम में फ़ुटबॉल ट्रायल'), 'x', none)).toBe('sasarama-mem-phutabola-trayala');
  });

  it('falls back to the id when neither title gives a word', () => {
    expect(slugFor(titled('!!!', '।।'), 'AbC123xyz', none)).toBe('abc123xyz');
  });

  it('never takes an address already taken: -2, -3…', () => {
    expect(slugFor(titled('Trials'), 'x', new Set(['trials']))).toBe('trials-2');
    expect(slugFor(titled('Trials'), 'x', new Set(['trials', 'trials-2']))).toBe('trials-3');
    expect(slugFor(titled('Page'), 'x', new Set(['page']))).toBe('page-2');
  });

  it('is at most 80 characters, never ending in a hyphen', () => {
    const slug = slugFor(titled('word '.repeat(40)), 'x', none);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const taken = slugFor(titled('word '.repeat(40)), 'x', new Set([slug]));
    expect(taken.length).toBeLessThanOrEqual(80);
    expect(taken.endsWith('-2')).toBe(true);
  });
});
