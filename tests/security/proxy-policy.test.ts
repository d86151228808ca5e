// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';

// The build prerendered these pages whole; their scripts' hashes as scripts/static-page-scripts.mjs
// wrote them. Any other page is rendered for its request.
vi.mock('server-only', () => ({}));
vi.mock('@/lib/security/static-pages', () => ({
  staticPageScripts: (path: string) =>
    ['/nav/contact-us', '/hi/nav/contact-us', '/nav/rufc-membership-form'].includes(path)
      ? ["'sha256-page='"]
      : undefined,
}));

const answer = (method: string, path: string) => proxy(new NextRequest(`http://site.test${path}`, { method }));
const policyOf = (method: string, path: string) => answer(method, path).headers.get('Content-Security-Policy') ?? '';
const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

describe('the policy the proxy gives a page', () => {
  it("allows a prerendered page's own scripts by hash, with no nonce (one file for every visitor)", () => {
    for (const method of ['GET', 'HEAD']) {
      const sources = scriptSources(policyOf(method, '/nav/contact-us'));
      expect(sources).toContain("'sha256-page='");
      expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    }
  });

  it('gives a page rendered per request a fresh nonce, on the answer and on the request Next renders from', () => {
    const first = policyOf('GET', '/news');
    const second = policyOf('GET', '/news');
    expect(first).toMatch(/^default-src 'none'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toBe(second);
    expect(scriptSources(first)).not.toContain("'sha256-page='");
  });

  it.each(['/nav/contact-us', '/hi/nav/contact-us', '/nav/rufc-membership-form'])(
    'answers a form posted to %s without scripts with a nonce: that answer is rendered now',
    (path) => {
      const policy = policyOf('POST', path);
      expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(policy).toContain("form-action 'self'");
    },
  );
});
