// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeNotices, latestStories } from '@/lib/posts/home-notices';
import { publicPost } from '@/lib/posts/public-post';
import type { Post, PostContent, PublicPost } from '@/lib/posts/types';

const author = { memberId: 'RYF001', name: 'Priya Kumari' };
const PICTURE = '/api/pictures/0123456789abcdef0123456789abcdef.jpg';
const content: PostContent = {
  kind: 'blog',
  category: 'sports',
  text: {
    en: {
      title: 'Girls’ tournament',
      description: 'At Dehri.',
      body: `<p>${'word '.repeat(450)}</p><img src="${PICTURE}" alt="The squad" width="1600" height="900">`,
    },
  },
};
const post = (over: Partial<Post> = {}): Post => ({
  id: 'abcdefghijklmnop',
  slug: 'girls-tournament',
  draft: content,
  live: content,
  createdAt: Date.parse('2026-10-18T04:30:00Z'),
  createdBy: author,
  updatedAt: Date.parse('2026-10-19T04:30:00Z'),
  updatedBy: author,
  publishedAt: Date.parse('2026-10-18T04:30:00Z'),
  ...over,
});

describe('a published post on a public page', () => {
  it('shows the published copy in the page’s language, with its reading time, author and first picture', () => {
    expect(publicPost(post(), 'en')).toEqual({
      id: 'abcdefghijklmnop',
      slug: 'girls-tournament',
      kind: 'blog',
      category: 'sports',
      language: 'en',
      text: content.text.en,
      event: undefined,
      author: 'Priya Kumari',
      publishedAt: '2026-10-18T04:30:00.000Z',
      updatedAt: '2026-10-19T04:30:00.000Z',
      readingMinutes: 2,
      picture: { src: PICTURE, alt: 'The squad', width: 1600, height: 900 },
    });
  });

  it('falls back to the other language, saying which it is', () => {
    expect(publicPost(post(), 'hi')?.language).toBe('en');
  });

  it('shows the byline when the post has one', () => {
    const signed = { ...content, text: { en: { ...content.text.en!, byline: 'Rekha Kumari, Coach' } } };
    expect(publicPost(post({ live: signed }), 'en')?.author).toBe('Rekha Kumari, Coach');
  });

  it('is nothing for a draft that was never published, or was taken down', () => {
    expect(publicPost(post({ live: undefined }), 'en')).toBeNull();
    expect(publicPost(post({ publishedAt: undefined }), 'en')).toBeNull();
  });

  it('shows the published copy, not the draft being edited', () => {
    const draft = { ...content, text: { en: { ...content.text.en!, title: 'Not yet' } } };
    expect(publicPost(post({ draft }), 'en')?.text.title).toBe('Girls’ tournament');
  });
});

const notice = (id: string, publishedAt: string, date?: string, time?: string): PublicPost => ({
  id,
  slug: id,
  kind: 'notice',
  language: 'en',
  text: { title: id, description: '', body: '' },
  event: date ? { date, time } : undefined,
  author: 'Priya',
  publishedAt,
  updatedAt: publishedAt,
  readingMinutes: 1,
});

describe('the home page’s notices', () => {
  // 26 November 2026, 20:00 in India.
  const now = new Date('2026-11-26T14:30:00Z');

  it('lists coming events soonest first (today’s in India included), then the newest notices; past events go', () => {
    const posts = [
      notice('newest-notice', '2026-11-25T00:00:00Z'),
      notice('later-event', '2026-11-20T00:00:00Z', '2026-12-20'),
      notice('past-event', '2026-11-24T00:00:00Z', '2026-11-25'),
      notice('today-evening', '2026-11-01T00:00:00Z', '2026-11-26', '18:00'),
      notice('today-morning', '2026-11-02T00:00:00Z', '2026-11-26', '07:00'),
      notice('older-notice', '2026-11-10T00:00:00Z'),
    ];
    expect(homeNotices(posts, now).map((p) => p.id)).toEqual([
      'today-morning',
      'today-evening',
      'later-event',
      'newest-notice',
    ]);
  });

  it('keeps blog posts out of the notices, and notices out of the stories', () => {
    const story = { ...notice('story', '2026-11-25T00:00:00Z'), kind: 'blog' as const };
    expect(homeNotices([story], now)).toEqual([]);
    expect(latestStories([story, notice('n', '2026-11-25T00:00:00Z')]).map((p) => p.id)).toEqual(['story']);
  });
});
