import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRequest, tooManyRequests, tooManyRequestsMessage } from '@/lib/rate-limit/request-limiter';
import { REQUEST_POLICIES, type RequestPolicy } from '@/lib/rate-limit/request-policies';
import { createMemoryCounters } from '@/lib/shared-store/memory';

vi.mock('server-only', () => ({}));

describe('countRequest', () => {
  const policy: RequestPolicy = { max: 3, windowMs: 60_000, reply: 'json' };
  let clock: number;
  const counters = () => createMemoryCounters({ maxEntries: 100, now: () => clock });

  beforeEach(() => {
    clock = 5_000_000;
  });

  it('allows max requests from one key, refuses the next with the seconds left, and not another key', async () => {
    const store = counters();
    for (let i = 0; i < 3; i++)
      expect(await countRequest(store, 'news:203.0.113.5', policy)).toEqual({ allowed: true });
    clock += 20_500;
    expect(await countRequest(store, 'news:203.0.113.5', policy)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await countRequest(store, 'news:203.0.113.6', policy)).toEqual({ allowed: true });
  });

  it('allows the key again when the window resets', async () => {
    const store = counters();
    for (let i = 0; i < 4; i++) await countRequest(store, 'k', policy);
    clock += 59_999;
    expect(await countRequest(store, 'k', policy)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock += 1;
    expect(await countRequest(store, 'k', policy)).toEqual({ allowed: true });
  });
});

describe('tooManyRequests', () => {
  it('answers JSON { error } with Retry-After for API callers', async () => {
    const response = tooManyRequests(42, 'json');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toEqual({ error: 'Too many requests. Try again in 42 seconds.' });
  });

  it('answers a plain sentence for a link a person follows', async () => {
    const response = tooManyRequests(1, 'text');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Too many requests. Try again in 1 second.');
  });

  it('answers the tooManyAttempts shape the sign-in and status forms read', async () => {
    expect(await tooManyRequests(61, 'attempts').json()).toEqual({
      ok: false,
      code: 'tooManyAttempts',
      message: tooManyRequestsMessage(61),
      retryAfterMinutes: 2,
    });
  });
});

describe('every route a visitor can call', () => {
  let address = 0;
  const request = (url: string, ip: string, init: { method?: string; body?: string } = {}) =>
    new NextRequest(url, { ...init, headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' } });

  beforeEach(() => {
    vi.stubEnv('TRUST_PROXY_HOPS', '1');
    address += 1;
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  /** Uses up the route's limit for one address through the limiter itself, without doing the route's work. */
  async function exhaust(route: keyof typeof REQUEST_POLICIES, ip: string) {
    const { limitRequest } = await import('@/lib/rate-limit/limit-request');
    for (let i = 0; i < REQUEST_POLICIES[route].max; i++) {
      expect(await limitRequest(request('http://site.test/', ip), route)).toBeNull();
    }
  }

  const routes = [
    [
      'news',
      'GET /api/news',
      async (ip: string) => (await import('@/app/api/news/route')).GET(request('http://site.test/api/news', ip)),
    ],
    [
      'headlines',
      'GET /api/news/headlines',
      async (ip: string) =>
        (await import('@/app/api/news/headlines/route')).GET(request('http://site.test/api/news/headlines', ip)),
    ],
    [
      'placeholder',
      'GET /api/placeholder/[size]',
      async (ip: string) =>
        (await import('@/app/api/placeholder/[size]/route')).GET(
          request('http://site.test/api/placeholder/800x400', ip),
          {
            params: Promise.resolve({ size: '800x400' }),
          },
        ),
    ],
    [
      'complaintStatus',
      'POST /api/complaints/status',
      async (ip: string) =>
        (await import('@/app/api/complaints/status/route')).POST(
          request('http://site.test/api/complaints/status', ip, { method: 'POST', body: '{}' }),
        ),
    ],
    [
      'teamLogin',
      'POST /api/team/login',
      async (ip: string) =>
        (await import('@/app/api/team/login/route')).POST(
          request('http://site.test/api/team/login', ip, { method: 'POST', body: '{}' }),
        ),
    ],
  ] as const;

  it.each(routes)('%s (%s) answers 429 with Retry-After once the address used its limit', async (route, _, call) => {
    const ip = `192.0.2.${address}`;
    await exhaust(route, ip);
    const response = await call(ip);
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(REQUEST_POLICIES[route].windowMs / 1000);
    expect(await response.text()).toContain(`Too many requests. Try again in ${seconds} seconds.`);
  });

  it('GET /api/language answers a short sentence once the address used its limit, and another address goes on', async () => {
    const { GET } = await import('@/app/api/language/route');
    const switchTo = (ip: string) => GET(request('http://site.test/api/language?to=hi&path=/', ip));
    const ip = `192.0.2.${address}`;
    for (let i = 0; i < REQUEST_POLICIES.language.max; i++) expect((await switchTo(ip)).status).toBe(303);
    const refused = await switchTo(ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await refused.text()).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
    expect((await switchTo(`198.51.100.${address}`)).status).toBe(303);
  });

  it('lets the address in again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { GET } = await import('@/app/api/language/route');
    const switchTo = () => GET(request('http://site.test/api/language?to=en&path=/', `192.0.2.${address}`));
    for (let i = 0; i < REQUEST_POLICIES.language.max; i++) await switchTo();
    expect((await switchTo()).status).toBe(429);
    vi.setSystemTime(Date.now() + REQUEST_POLICIES.language.windowMs);
    expect((await switchTo()).status).toBe(303);
  });
});
