// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitKeyForAddress } from '@/lib/http/address-key';
import { memoryLimiter } from '@/lib/rate-limit/limiters';
import {
  countRequest,
  requestLimiterShape,
  tooManyRequests,
  tooManyRequestsMessage,
} from '@/lib/rate-limit/request-limiter';
import { REQUEST_POLICIES, type RequestPolicy } from '@/lib/rate-limit/request-policies';

vi.mock('server-only', () => ({}));

describe('countRequest (over a memory limiter)', () => {
  const policy: RequestPolicy = { max: 3, windowMs: 60_000, reply: 'json' };
  const limiter = () => memoryLimiter(requestLimiterShape('test', policy));
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(5_000_000);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows max requests from one key, refuses the next with the seconds left, and not another key', async () => {
    const counts = limiter();
    for (let i = 0; i < 3; i++) expect(await countRequest(counts, '203.0.113.5')).toEqual({ allowed: true });
    advance(20_500);
    expect(await countRequest(counts, '203.0.113.5')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await countRequest(counts, '203.0.113.6')).toEqual({ allowed: true });
  });

  it('allows the key again when the window resets', async () => {
    const counts = limiter();
    for (let i = 0; i < 4; i++) await countRequest(counts, 'k');
    advance(59_999);
    expect(await countRequest(counts, 'k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(1);
    expect(await countRequest(counts, 'k')).toEqual({ allowed: true });
  });

  it('counts parallel requests one by one: of 10 at once with room for 3, 7 are refused', async () => {
    const counts = limiter();
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => countRequest(counts, 'k')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const counts = limiter();
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:DB8:1:2:0:0:0:abc']) {
      expect(await countRequest(counts, limitKeyForAddress(address))).toEqual({ allowed: true });
    }
    expect(await countRequest(counts, limitKeyForAddress('2001:db8:1:2:1234::1'))).toMatchObject({ allowed: false });
    expect(await countRequest(counts, limitKeyForAddress('2001:db8:1:3::1'))).toEqual({ allowed: true });
  });

  it('throws when the limiter itself fails, so the caller can let the request through', async () => {
    const broken = limiter();
    vi.spyOn(broken, 'consume').mockRejectedValue(new Error('store down'));
    await expect(countRequest(broken, 'k')).rejects.toThrow('store down');
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
      'pictures',
      'GET /api/pictures/[name]',
      async (ip: string) =>
        (await import('@/app/api/pictures/[name]/route')).GET(request('http://site.test/api/pictures/x.jpg', ip), {
          params: Promise.resolve({ name: 'x.jpg' }),
        }),
    ],
    [
      'teamPictures',
      'POST /api/team/pictures',
      async (ip: string) =>
        (await import('@/app/api/team/pictures/route')).POST(
          request('http://site.test/api/team/pictures', ip, { method: 'POST', body: '{}' }),
        ),
    ],
    [
      'teamPosts',
      'GET /api/team/posts',
      async (ip: string) =>
        (await import('@/app/api/team/posts/route')).GET(request('http://site.test/api/team/posts', ip)),
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

  it('counts an IPv6 visitor per /64, however the address is written', async () => {
    const { GET } = await import('@/app/api/language/route');
    const switchTo = (ip: string) => GET(request('http://site.test/api/language?to=hi&path=/', ip));
    const network = `2001:db8:${address.toString(16)}:1`;
    for (let i = 0; i < REQUEST_POLICIES.language.max; i++) {
      expect((await switchTo(`${network}::${(i + 1).toString(16)}`)).status).toBe(303);
    }
    expect((await switchTo(`${network.toUpperCase()}:0:0:0:beef`)).status).toBe(429);
    expect((await switchTo(`2001:db8:${address.toString(16)}:2::1`)).status).toBe(303);
  });

  it('lets the request through and logs when the limiter itself fails', async () => {
    const { limitRequest } = await import('@/lib/rate-limit/limit-request');
    const { RateLimiterMemory } = await import('rate-limiter-flexible');
    const consume = vi.spyOn(RateLimiterMemory.prototype, 'consume').mockRejectedValueOnce(new Error('limiter broke'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await limitRequest(request('http://site.test/', `192.0.2.${address}`), 'news')).toBeNull();
      expect(logged).toHaveBeenCalledWith('Request limit unavailable', 'limiter broke');
    } finally {
      consume.mockRestore();
      logged.mockRestore();
    }
  });
});
