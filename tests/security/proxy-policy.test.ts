// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';

// The build prerendered these pages whole; their scripts' hashes as scripts/static-page-scripts.mjs
// wrote them. Any other page is rendered for its request.
vi.mock('server-only', () => ({}));
const PAGE = { scripts: ["'sha256-page='"], etag: 'W/"page-tag"' };
vi.mock('@/lib/security/static-pages', () => ({
  staticPage: (path: string) =>
    ['/nav/contact-us', '/hi/nav/contact-us', '/nav/rufc-membership-form'].includes(path) ? PAGE : undefined,
}));

const answer = (method: string, path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://site.test${path}`, { method, headers }));
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

describe('the tag of a prerendered page (worked out by the build, not per request)', () => {
  it('tags a prerendered page read, and no page rendered now', () => {
    expect(answer('GET', '/nav/contact-us').headers.get('ETag')).toBe('W/"page-tag"');
    expect(answer('HEAD', '/nav/contact-us').headers.get('ETag')).toBe('W/"page-tag"');
    expect(answer('GET', '/news').headers.get('ETag')).toBeNull();
    expect(answer('POST', '/nav/contact-us').headers.get('ETag')).toBeNull();
  });

  it.each(['"page-tag"', 'W/"page-tag"', '"other", "page-tag"', '*'])(
    'answers 304, with the tag and the policy, a browser that has the page (If-None-Match: %s)',
    (ifNoneMatch) => {
      const response = answer('GET', '/nav/contact-us', { 'If-None-Match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get('ETag')).toBe('W/"page-tag"');
      expect(scriptSources(response.headers.get('Content-Security-Policy') ?? '')).toContain("'sha256-page='");
    },
  );

  it('sends the page when the browser has another copy, and a posted form whatever it has', () => {
    expect(answer('GET', '/nav/contact-us', { 'If-None-Match': 'W/"old-tag"' }).status).toBe(200);
    expect(answer('POST', '/nav/contact-us', { 'If-None-Match': 'W/"page-tag"' }).status).toBe(200);
  });
});

describe('the request Next answers from', () => {
  // NextResponse.next({ request: { headers } }) marks the headers it overrides on the answer.
  const overridden = (response: Response) =>
    (response.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean);

  it('passes a prerendered page read untouched: the file is sent as built, and rewriting the request costs every read', () => {
    expect(overridden(answer('GET', '/nav/contact-us'))).toEqual([]);
    expect(overridden(answer('HEAD', '/hi/nav/contact-us'))).toEqual([]);
  });

  it("gives a page rendered now the page's language and its policy (with the nonce Next puts on its scripts)", () => {
    const response = answer('GET', '/hi/news');
    expect(overridden(response)).toEqual(expect.arrayContaining(['x-next-intl-locale', 'content-security-policy']));
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe('hi');
    expect(overridden(answer('POST', '/nav/contact-us'))).toContain('content-security-policy');
  });
});
