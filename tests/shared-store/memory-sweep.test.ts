// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/lib/shared-store/memory';

describe("the memory store's sweep", () => {
  it('forgets expired entries no one reads again, and keeps the rest', async () => {
    let now = 1000;
    const store = createMemoryStore<string>({ maxEntries: 10, now: () => now });
    await store.set('held', 'a submission', 500);
    await store.set('ticket', 'an enrolment', 2000);
    now = 1500;
    expect(store.sweep()).toBe(1);
    expect(store.sweep()).toBe(0);
    expect(await store.get('ticket')).toBe('an enrolment');
    now = 3000;
    expect(store.sweep()).toBe(1);
    expect(await store.get('ticket')).toBeUndefined();
  });
});
