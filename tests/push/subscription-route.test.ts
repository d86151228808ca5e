// @vitest-environment node
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => ({ save: vi.fn(), remove: vi.fn(), limited: null as Response | null }));
vi.mock('server-only', () => ({}));
vi.mock('@/lib/push/subscriptions-database', () => ({
  saveSubscription: saved.save,
  removeSubscription: saved.remove,
}));
vi.mock('@/lib/rate-limit/limit-request', () => ({ limitRequest: vi.fn(async () => saved.limited) }));

const { DELETE, PUT } = await import('@/app/api/push/subscription/route');
const { limitRequest } = await import('@/lib/rate-limit/limit-request');

const TOKEN = 'fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';
const call = (method: 'PUT' | 'DELETE', body: unknown, type = 'application/json') =>
  (method === 'PUT' ? PUT : DELETE)(
    new NextRequest('http://site.test/api/push/subscription', {
      method,
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

beforeEach(() => {
  saved.save.mockReset().mockResolvedValue('id');
  saved.remove.mockReset().mockResolvedValue(undefined);
  saved.limited = null;
});

describe('PUT /api/push/subscription', () => {
  it('stores the device with its language and topics', async () => {
    const response = await call('PUT', { token: TOKEN, locale: 'hi', topics: ['events', 'news'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, locale: 'hi', topics: ['events', 'news'] });
    expect(saved.save).toHaveBeenCalledWith(
      { token: TOKEN, locale: 'hi', topics: ['events', 'news'] },
      expect.any(Number),
    );
  });

  it.each([
    ['no topic', { token: TOKEN, locale: 'en', topics: [] }],
    ['an unknown topic', { token: TOKEN, locale: 'en', topics: ['cricket'] }],
    ['a topic twice', { token: TOKEN, locale: 'en', topics: ['news', 'news'] }],
    ['an unknown language', { token: TOKEN, locale: 'fr', topics: ['news'] }],
    ['a short token', { token: 'abc', locale: 'en', topics: ['news'] }],
    ['a token with a slash', { token: `${TOKEN}/../x`, locale: 'en', topics: ['news'] }],
    ['no token', { locale: 'en', topics: ['news'] }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const response = await call('PUT', body);
    expect(response.status).toBe(400);
    expect(saved.save).not.toHaveBeenCalled();
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    expect((await call('PUT', 'token=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await call('PUT', { token: TOKEN, locale: 'en', topics: ['news'], pad: 'x'.repeat(5000) })).status).toBe(
      413,
    );
  });

  it('answers 503 when the database fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saved.save.mockRejectedValue(new Error('down'));
    expect((await call('PUT', { token: TOKEN, locale: 'en', topics: ['news'] })).status).toBe(503);
  });

  it('answers the per-address limit first, before reading anything', async () => {
    saved.limited = new Response('{}', { status: 429 });
    expect((await call('PUT', { token: TOKEN, locale: 'en', topics: ['news'] })).status).toBe(429);
    expect(limitRequest).toHaveBeenLastCalledWith(expect.anything(), 'pushSubscription');
    expect(saved.save).not.toHaveBeenCalled();
  });
});

describe('DELETE /api/push/subscription', () => {
  it('removes the device', async () => {
    expect((await call('DELETE', { token: TOKEN })).status).toBe(200);
    expect(saved.remove).toHaveBeenCalledWith(TOKEN);
  });

  it('refuses a bad token, and is limited too', async () => {
    expect((await call('DELETE', { token: 'x' })).status).toBe(400);
    saved.limited = new Response('{}', { status: 429 });
    expect((await call('DELETE', { token: TOKEN })).status).toBe(429);
    expect(saved.remove).not.toHaveBeenCalled();
  });
});
