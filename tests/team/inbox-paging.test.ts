// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  compareKeys,
  hasOlder,
  INBOX_WINDOW_STEP,
  keysOf,
  mergePages,
  newestKey,
  nextCursor,
  oldestKey,
  widerWindow,
} from '@/lib/team/inbox-paging';

// Push keys as the database makes them: they sort in the order they were made.
const PUSH_KEYS = ['-NaAaaa0', '-NaAaaa1', '-NaAaabZ', '-NaAaab_', '-NaAaaba', '-NbZzzzz'];
const pageOf = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, { reference: key }]));

describe('the open inbox window', () => {
  it('starts at 50 and grows by 50 a step', () => {
    expect(INBOX_WINDOW_STEP).toBe(50);
    expect(widerWindow(INBOX_WINDOW_STEP)).toBe(100);
    expect(widerWindow(widerWindow(50))).toBe(150);
  });

  it('has older records only when it came back full', () => {
    expect(hasOlder(50, 50)).toBe(true);
    expect(hasOlder(49, 50)).toBe(false);
    expect(hasOlder(0, 50)).toBe(false);
    expect(hasOlder(100, 100)).toBe(true);
  });
});

describe('keys and cursors', () => {
  it('orders keys as the database does', () => {
    expect([...PUSH_KEYS].reverse().sort(compareKeys)).toEqual(PUSH_KEYS);
    expect(keysOf(pageOf('-b', '-a', '-c'))).toEqual(['-a', '-b', '-c']);
    expect(keysOf(null)).toEqual([]);
  });

  it('finds the oldest and newest key of a page, and none of an empty one', () => {
    const page = pageOf(...[...PUSH_KEYS].reverse());
    expect(oldestKey(page)).toBe('-NaAaaa0');
    expect(newestKey(page)).toBe('-NbZzzzz');
    expect(oldestKey(null)).toBeUndefined();
    expect(newestKey({})).toBeUndefined();
  });

  it('gives the next cursor after a full page, and none after a short one (the end)', () => {
    expect(nextCursor(pageOf('-a', '-c', '-b'), 3)).toBe('-c');
    expect(nextCursor(pageOf('-a', '-b'), 3)).toBeUndefined();
    expect(nextCursor(null, 3)).toBeUndefined();
  });
});

describe('merging pages', () => {
  it('joins pages into one node, a repeated key taking its later value', () => {
    const merged = mergePages([pageOf('-a', '-b'), null, { '-b': { reference: 'new' }, '-c': { reference: '-c' } }]);
    expect(keysOf(merged)).toEqual(['-a', '-b', '-c']);
    expect(merged['-b']).toEqual({ reference: 'new' });
  });

  it('walks a node to its end page by page', () => {
    const node = pageOf(...PUSH_KEYS);
    const pages: unknown[] = [];
    let cursor: string | undefined;
    do {
      const after = cursor;
      const page = pageOf(
        ...keysOf(node)
          .filter((key) => after === undefined || key > after)
          .slice(0, 4),
      );
      pages.push(page);
      cursor = nextCursor(page, 4);
    } while (cursor !== undefined);
    expect(pages).toHaveLength(2);
    expect(mergePages(pages)).toEqual(node);
  });
});
