import { describe, expect, it } from 'vitest';
import { HEADLINES_IN_ALERT, headlineAlerts } from '@/lib/push/headline-alerts';
import type { PushSubscription } from '@/lib/push/subscription';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const device = (token: string, locale: 'en' | 'hi', topics: PushSubscription['topics']): PushSubscription => ({
  id: `id-${token}`,
  token,
  locale,
  topics,
  createdAt: 1,
  updatedAt: 1,
});

const headlines = [{ title: 'सासाराम में नई सड़क' }, { title: 'डेहरी में मेला' }, { title: 'नोखा में शिविर' }];

describe('the morning headlines alert', () => {
  it('goes to those who asked for news, each in their language, with the first headlines and the reader’s link', () => {
    const messages = headlineAlerts(headlines, [
      device('a', 'hi', ['news']),
      device('b', 'en', ['news', 'notices']),
      device('c', 'hi', ['notices', 'events']),
    ]);
    expect(messages).toEqual([
      {
        token: 'b',
        locale: 'en',
        title: en.Alerts.headlines.title,
        body: 'सासाराम में नई सड़क · डेहरी में मेला · and 1 more in the news reader',
        url: '/news',
      },
      {
        token: 'a',
        locale: 'hi',
        title: hi.Alerts.headlines.title,
        body: 'सासाराम में नई सड़क · डेहरी में मेला · और 1 समाचार पाठक में',
        url: '/hi/news',
      },
    ]);
    expect(HEADLINES_IN_ALERT).toBe(2);
  });

  it('sends nothing on a morning without headlines', () => {
    expect(headlineAlerts([], [device('a', 'hi', ['news'])])).toEqual([]);
  });
});
