// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { reloadIfReachable } from '@/lib/offline/reload-when-reachable';

const page = () => ({ href: 'https://example.org/nav/contact-us', reload: vi.fn() });

describe('reloadIfReachable', () => {
  it('asks for the page itself with HEAD, past every cache, and reloads when it answers', async () => {
    const shown = page();
    const fetchPage = vi.fn(async () => new Response(null, { status: 200 }));
    expect(await reloadIfReachable(shown, fetchPage)).toBe(true);
    expect(fetchPage).toHaveBeenCalledWith(shown.href, { method: 'HEAD', cache: 'no-store' });
    expect(shown.reload).toHaveBeenCalledOnce();
  });

  it('stays on the offline page when the network is not there after all', async () => {
    const shown = page();
    const fetchPage = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reloadIfReachable(shown, fetchPage)).toBe(false);
    expect(shown.reload).not.toHaveBeenCalled();
  });

  it('reloads on any answer of the server: a 404 is what the address holds', async () => {
    const shown = page();
    expect(await reloadIfReachable(shown, async () => new Response(null, { status: 404 }))).toBe(true);
    expect(shown.reload).toHaveBeenCalledOnce();
  });
});
