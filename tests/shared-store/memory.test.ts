// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/lib/shared-store/memory';

let clock: number;
const now = () => clock;

beforeEach(() => {
  clock = 1_000_000;
});

describe('the in-memory store', () => {
  it('gives back what was set until its TTL has passed', async () => {
    const store = createMemoryStore<{ n: number }>({ maxEntries: 10, now });
    await store.set('a', { n: 1 }, 1000);
    clock += 999;
    expect(await store.get('a')).toEqual({ n: 1 });
    clock += 1;
    expect(await store.get('a')).toBeUndefined();
  });

  it('replaces a value and its TTL when set again, and forgets a deleted key', async () => {
    const store = createMemoryStore<string>({ maxEntries: 10, now });
    await store.set('a', 'old', 100);
    await store.set('a', 'new', 1000);
    clock += 500;
    expect(await store.get('a')).toBe('new');
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the least recently used first', async () => {
    const store = createMemoryStore<number>({ maxEntries: 2, now });
    await store.set('first', 1, 1000);
    await store.set('second', 2, 1000);
    expect(await store.get('first')).toBe(1);
    await store.set('third', 3, 1000);
    expect(await store.get('second')).toBeUndefined();
    expect(await store.get('first')).toBe(1);
    expect(await store.get('third')).toBe(3);
  });
});
