// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogPageCount, blogPagePath, postPath, postsOfPage, POSTS_PER_PAGE } from '@/lib/posts/blog-pages';

describe('the blog’s pages', () => {
  const posts = Array.from({ length: 2 * POSTS_PER_PAGE + 1 }, (_, i) => i + 1);

  it(`hold ${POSTS_PER_PAGE} posts each, newest first as given, the last one what is left`, () => {
    expect(blogPageCount(posts.length)).toBe(3);
    expect(postsOfPage(posts, 1)).toEqual(posts.slice(0, POSTS_PER_PAGE));
    expect(postsOfPage(posts, 3)).toEqual([2 * POSTS_PER_PAGE + 1]);
    expect(postsOfPage(posts, 4)).toEqual([]);
  });

  it('are one page even with no post', () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(POSTS_PER_PAGE)).toBe(1);
    expect(blogPageCount(POSTS_PER_PAGE + 1)).toBe(2);
  });

  it('have addresses: /blog first, then /blog/page/N, in each language', () => {
    expect(blogPagePath('en', 1)).toBe('/blog');
    expect(blogPagePath('hi', 1)).toBe('/hi/blog');
    expect(blogPagePath('en', 2)).toBe('/blog/page/2');
    expect(blogPagePath('hi', 3)).toBe('/hi/blog/page/3');
    expect(postPath('hi', 'svasthya-shivira')).toBe('/hi/blog/svasthya-shivira');
  });
});
