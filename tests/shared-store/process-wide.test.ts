// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('stores shared by every route of one server process', () => {
  it('are the same store however many copies of the module are loaded, as Next bundles each route apart', async () => {
    const first = await import('@/lib/shared-store');
    vi.resetModules();
    const second = await import('@/lib/shared-store');
    expect(second).not.toBe(first);
    const store = first.openSharedStore<string>('test-pictures', 10);
    await store.set('a', 'picture', 60_000);
    expect(await second.openSharedStore<string>('test-pictures', 10).get('a')).toBe('picture');
    expect(second.openSharedStore<string>('other', 10)).not.toBe(store);
  });
});
