// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MAX_REMEMBERED_PICTURES, PictureIndex } from '@/lib/news/pictures';

vi.mock('server-only', () => ({}));

const article = (id: string, urlToImage: string) => ({ id, urlToImage });

describe('PictureIndex', () => {
  it('finds a news site picture by its article id', () => {
    const index = new PictureIndex();
    index.remember([article('a', 'https://cdn.example.com/a.jpg'), article('b', 'http://cdn.example.com/b.png')]);
    expect(index.lookup('a')).toBe('https://cdn.example.com/a.jpg');
    expect(index.lookup('b')).toBe('http://cdn.example.com/b.png');
    expect(index.lookup('c')).toBeUndefined();
  });

  it('keeps only http(s) pictures: our own files need no fetch', () => {
    const index = new PictureIndex();
    index.remember([
      article('sample', '/news/river.jpg'),
      article('placeholder', '/api/placeholder/400x225'),
      article('data', 'data:image/png;base64,AAAA'),
      article('', 'https://cdn.example.com/no-id.jpg'),
    ]);
    expect(index.size).toBe(0);
  });

  it('takes the newest picture of an article', () => {
    const index = new PictureIndex();
    index.remember([article('a', 'https://cdn.example.com/old.jpg')]);
    index.remember([article('a', 'https://cdn.example.com/new.jpg')]);
    expect(index.lookup('a')).toBe('https://cdn.example.com/new.jpg');
    expect(index.size).toBe(1);
  });

  it('is bounded: the least recently handed out are forgotten first', () => {
    const index = new PictureIndex(3);
    index.remember(['a', 'b', 'c'].map((id) => article(id, `https://cdn.example.com/${id}.jpg`)));
    // "a" is handed out again, so "b" is now the oldest.
    index.remember([article('a', 'https://cdn.example.com/a.jpg'), article('d', 'https://cdn.example.com/d.jpg')]);
    expect(index.size).toBe(3);
    expect(index.lookup('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((id) => index.lookup(id))).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/c.jpg',
      'https://cdn.example.com/d.jpg',
    ]);
  });

  it('holds a few thousand pictures by default', () => {
    const index = new PictureIndex();
    const many = Array.from({ length: MAX_REMEMBERED_PICTURES + 50 }, (_, i) =>
      article(`id-${i}`, `https://cdn.example.com/${i}.jpg`),
    );
    index.remember(many);
    expect(index.size).toBe(MAX_REMEMBERED_PICTURES);
    expect(index.lookup('id-0')).toBeUndefined();
    expect(index.lookup(`id-${MAX_REMEMBERED_PICTURES + 49}`)).toBeDefined();
  });
});
