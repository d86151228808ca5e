// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';

// Every page of these tests is one Next keeps (prerendered): its policy comes with the kept copy.
vi.mock('@/lib/security/prerendered-pages', () => ({ isPrerenderedPage: () => true }));

const policyOf = (method: string, path: string) =>
  proxy(new NextRequest(`http://site.test${path}`, { method })).headers.get('Content-Security-Policy');

describe('the policy the proxy gives a prerendered page', () => {
  it('is none of its own for a read: the kept copy brings its policy, and a browser enforces every one', () => {
    expect(policyOf('GET', '/nav/contact-us')).toBeNull();
    expect(policyOf('HEAD', '/hi/nav/contact-us')).toBeNull();
  });

  it.each([
    '/nav/contact-us',
    '/hi/nav/traditional-survey-form',
    '/nav/rufc-membership-form',
    '/hi/nav/rufc-complaint-portal',
  ])('is the site’s, with a nonce, for the page answering a form posted to %s without scripts', (path) => {
    const policy = policyOf('POST', path) ?? '';
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("form-action 'self'");
  });
});
