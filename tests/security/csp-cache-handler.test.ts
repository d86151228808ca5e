import { describe, expect, it, vi } from 'vitest';
import PrerenderedPageCspCache from '@/lib/security/csp-cache-handler.mjs';
import { hashSource } from '@/lib/security/prerendered-page-csp.mjs';

// Next's file-system cache, as a map: what the handler adds on top of it is under test.
vi.mock('next/dist/server/lib/incremental-cache/file-system-cache.js', () => {
  const stored = new Map<string, unknown>();
  class FileSystemCache {
    flushToDisk = true;
    async get(key: string) {
      return stored.get(key) ?? null;
    }
    async set(key: string, data: unknown) {
      stored.set(key, { value: data, lastModified: 0, onDisk: this.flushToDisk });
    }
  }
  return { default: FileSystemCache };
});

const REQUEST_POLICY = "default-src 'none'; script-src 'self' 'nonce-abc' 'sha256-layout'; object-src 'none'";
/** The handler Next makes for a request (with the proxy's policy), or for the build (none). */
const handler = (policy: string | null = REQUEST_POLICY) =>
  new PrerenderedPageCspCache({ _requestHeaders: policy ? { 'content-security-policy': policy } : {} });

interface Page {
  kind: 'APP_PAGE';
  html: string;
  headers?: Record<string, string>;
}
const page = (script: string, extra = ''): Page => ({
  kind: 'APP_PAGE',
  html: `<html><body>${extra}<script>${script}</script></body></html>`,
  headers: { 'x-next-cache-tags': 'tag' },
});
const FAILED = '<template data-uncached-page=""></template>';
const policyFor = (script: string) =>
  `default-src 'none'; script-src 'self' 'sha256-layout' ${hashSource(script)}; object-src 'none'`;

async function served(key: string): Promise<Page | undefined> {
  const entry = (await handler().get(key)) as { value: Page } | null;
  return entry?.value;
}

describe('the cache handler', () => {
  it('gives a page it serves the policy of its own inline scripts, with the nonce out', async () => {
    await handler(null).set('/built', page('built()'));
    const value = await served('/built');
    expect(value?.headers).toEqual({ 'x-next-cache-tags': 'tag', 'content-security-policy': policyFor('built()') });
  });

  it('gives a page rendered now for the cache the same policy, for the request it answers', async () => {
    const rendered = page('first()');
    await handler().set('/first', rendered);
    expect(rendered.headers?.['content-security-policy']).toBe(policyFor('first()'));
    expect((await served('/first'))?.html).toBe(rendered.html);
  });

  it('keeps the last good page when a regenerated one shows a failure', async () => {
    await handler().set('/kept', page('good()'));
    const failed = page('failed()', FAILED);
    await handler().set('/kept', failed);
    expect(failed.headers?.['content-security-policy']).toBe(policyFor('failed()'));
    const value = await served('/kept');
    expect(value?.html).toContain('good()');
    expect(value?.headers?.['content-security-policy']).toBe(policyFor('good()'));
  });

  it('keeps nothing when the first rendering shows a failure, so the next request renders again', async () => {
    await handler().set('/never', page('failed()', FAILED));
    expect(await handler().get('/never')).toBeNull();
  });

  it('leaves anything but a page as it is', async () => {
    const data = { kind: 'FETCH', data: { body: '<script>x()</script>' } };
    await handler().set('/data', data);
    expect(await handler().get('/data')).toMatchObject({ value: data });
  });

  it('keeps what it renders while serving off the disk, and writes what the build renders', async () => {
    await handler().set('/served', page('served()'));
    expect(await handler().get('/served')).toMatchObject({ onDisk: false });
    await handler(null).set('/built-ahead', page('built()'));
    expect(await handler(null).get('/built-ahead')).toMatchObject({ onDisk: true });
  });
});
