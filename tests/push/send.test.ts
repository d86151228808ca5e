// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSubscriptionOf, subscriptionIdOf, subscriptionsFrom } from '@/lib/push/subscription';
import type { PushMessage } from '@/lib/push/message';

const store = vi.hoisted(() => ({ node: {} as Record<string, unknown>, removed: [] as string[][] }));
const fcm = vi.hoisted(() => ({ dead: new Set<string>(), sent: [] as PushMessage[] }));
vi.mock('server-only', () => ({}));
vi.mock('@/lib/push/subscriptions-database', () => ({
  readSubscriptions: async () => subscriptionsFrom(store.node),
  removeSubscriptionIds: async (ids: string[]) => void store.removed.push(ids),
}));
vi.mock('@/lib/push/fcm-transport', () => ({
  postToFcm: async (message: PushMessage) => {
    fcm.sent.push(message);
    return fcm.dead.has(message.token)
      ? { status: 404, body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } } }
      : { status: 200, body: { name: 'projects/p/messages/1' } };
  },
}));

const { sendToSubscriptions } = await import('@/lib/push/send');

const device = (token: string, locale: 'en' | 'hi') =>
  [
    subscriptionIdOf(token),
    storedSubscriptionOf({ token, locale, topics: ['events'], createdAt: 1, updatedAt: 1 }),
  ] as const;
const alert = { locale: 'hi' as const, title: 'कार्यक्रम रद्द', body: 'रविवार का ट्रायल रद्द हुआ।', url: '/hi/blog/trials' };

beforeEach(() => {
  store.node = Object.fromEntries([device('local-a', 'hi'), device('local-b', 'hi'), device('local-c', 'en')]);
  store.removed = [];
  fcm.dead = new Set();
  fcm.sent = [];
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('telling particular people (cancelled events, promotions from the waitlist)', () => {
  it('sends to the stored subscriptions named by id, and to tokens given, each once', async () => {
    const report = await sendToSubscriptions(
      { subscriptionIds: [subscriptionIdOf('local-a'), 'no-such-id'], tokens: ['local-b', 'local-a', 'local-loose'] },
      alert,
    );
    expect(fcm.sent.map((m) => m.token).sort()).toEqual(['local-a', 'local-b', 'local-loose']);
    expect(fcm.sent.every((m) => m.title === alert.title && m.locale === 'hi' && m.url === alert.url)).toBe(true);
    expect(report.sent.sort()).toEqual(['local-a', 'local-b', 'local-loose']);
    expect(fcm.sent.map((m) => m.token)).not.toContain('local-c');
  });

  it('removes the subscriptions of tokens FCM reports gone', async () => {
    fcm.dead.add('local-b');
    const report = await sendToSubscriptions(
      { subscriptionIds: [subscriptionIdOf('local-a'), subscriptionIdOf('local-b')] },
      alert,
    );
    expect(report.dead).toEqual(['local-b']);
    expect(store.removed).toEqual([[subscriptionIdOf('local-b')]]);
  });
});
