// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortBody } from '@/lib/push/message';
import { postAlerts, topicOfPost } from '@/lib/push/post-alerts';
import {
  subscriptionsFrom,
  storedSubscriptionOf,
  subscriptionIdOf,
  type PushSubscription,
} from '@/lib/push/subscription';
import type { Post, PostContent } from '@/lib/posts/types';

const author = { memberId: 'm1', name: 'A' };
const post = (live: PostContent): Post => ({
  id: 'p1',
  slug: 'football-trials',
  draft: live,
  live,
  createdAt: 1,
  createdBy: author,
  updatedAt: 1,
  updatedBy: author,
  publishedAt: 1,
});
const both = {
  en: { title: 'Football trials', description: 'Under-15 trials.', body: '<p>x</p>' },
  hi: { title: 'फ़ुटबॉल ट्रायल', description: 'अंडर-15 ट्रायल।', body: '<p>x</p>' },
};
const device = (token: string, locale: 'en' | 'hi', topics: PushSubscription['topics']): PushSubscription => ({
  id: subscriptionIdOf(token),
  token,
  locale,
  topics,
  createdAt: 1,
  updatedAt: 1,
});
const devices = [
  device('en-notices', 'en', ['notices']),
  device('en-events', 'en', ['events', 'news']),
  device('hi-notices', 'hi', ['notices']),
  device('hi-all', 'hi', ['notices', 'events', 'news']),
  device('en-news', 'en', ['news']),
];

describe('who is alerted about a newly published post', () => {
  it('a notice goes to those who want notices, each in their language, with the link to its page', () => {
    const alerts = postAlerts(post({ kind: 'notice', text: both }), devices);
    expect(alerts).toEqual([
      {
        token: 'en-notices',
        locale: 'en',
        title: 'Football trials',
        body: 'Under-15 trials.',
        url: '/blog/football-trials',
      },
      {
        token: 'hi-notices',
        locale: 'hi',
        title: 'फ़ुटबॉल ट्रायल',
        body: 'अंडर-15 ट्रायल।',
        url: '/hi/blog/football-trials',
      },
      { token: 'hi-all', locale: 'hi', title: 'फ़ुटबॉल ट्रायल', body: 'अंडर-15 ट्रायल।', url: '/hi/blog/football-trials' },
    ]);
  });

  it('a notice with an event goes to those who want events', () => {
    const alerts = postAlerts(post({ kind: 'notice', text: both, event: { date: '2026-12-01' } }), devices);
    expect(alerts.map((alert) => [alert.token, alert.title])).toEqual([
      ['en-events', 'Football trials'],
      ['hi-all', 'फ़ुटबॉल ट्रायल'],
    ]);
    expect(topicOfPost(post({ kind: 'notice', text: both, event: { date: '2026-12-01' } }))).toBe('events');
  });

  it('a notice in one language reaches both languages’ subscribers in that language', () => {
    const alerts = postAlerts(post({ kind: 'notice', text: { en: both.en } }), devices);
    expect(alerts.map((alert) => [alert.token, alert.locale, alert.title, alert.url])).toEqual([
      ['en-notices', 'en', 'Football trials', '/blog/football-trials'],
      ['hi-notices', 'hi', 'Football trials', '/hi/blog/football-trials'],
      ['hi-all', 'hi', 'Football trials', '/hi/blog/football-trials'],
    ]);
  });

  it('a blog post, or a post not published, alerts nobody', () => {
    expect(postAlerts(post({ kind: 'blog', category: 'sports', text: both }), devices)).toEqual([]);
    const draftOnly = post({ kind: 'notice', text: both });
    delete draftOnly.live;
    expect(postAlerts(draftOnly, devices)).toEqual([]);
  });
});

describe('a short body', () => {
  it('keeps short text and cuts long text at a word, with an ellipsis', () => {
    expect(shortBody('  Bring   shoes.\n')).toBe('Bring shoes.');
    const long = 'word '.repeat(60);
    const cut = shortBody(long);
    expect(cut.length).toBeLessThanOrEqual(140);
    expect(cut).toMatch(/word…$/);
  });
});

describe('stored subscriptions', () => {
  it('round-trip through the database’s form, and skip what is not one', () => {
    const stored = storedSubscriptionOf({ token: 'tok', locale: 'hi', topics: ['events'], createdAt: 5, updatedAt: 6 });
    expect(stored.topics).toEqual({ events: true });
    expect(subscriptionsFrom({ a: stored, b: { token: 3 }, c: null })).toEqual([
      { id: 'a', token: 'tok', locale: 'hi', topics: ['events'], createdAt: 5, updatedAt: 6 },
    ]);
    expect(subscriptionsFrom(null)).toEqual([]);
  });

  it('are keyed by a hash of the token, never the token', () => {
    const id = subscriptionIdOf('local-abc');
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(id).not.toContain('local');
    expect(subscriptionIdOf('local-abc')).toBe(id);
  });
});
