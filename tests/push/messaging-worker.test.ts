// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { fcmMessageOf } from '@/lib/push/message';
import { siteConfig } from '@/lib/site-config';

type Listener = (event: object) => void;

/** public/firebase-messaging-sw.js run in a stand-in of a worker's global scope. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => undefined);
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification },
    clients: { openWindow },
    location: new URL('https://site.test/firebase-messaging-sw.js'),
  };
  runInNewContext(readFileSync('public/firebase-messaging-sw.js', 'utf8'), { self, URL });
  const dispatch = (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => waited.push(work) });
    return Promise.all(waited);
  };
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  return { push, dispatch, showNotification, openWindow };
}

describe('the alerts worker', () => {
  it('shows a message the server sends in its own language, with its link', async () => {
    const worker = loadWorker();
    const message = fcmMessageOf({
      token: 't',
      locale: 'hi',
      title: 'फ़ुटबॉल ट्रायल',
      body: 'अंडर-15 ट्रायल।',
      url: '/hi/blog/football-trials',
    });
    await worker.push({ data: message.data, from: '1234' });
    expect(worker.showNotification).toHaveBeenCalledWith('फ़ुटबॉल ट्रायल', {
      body: 'अंडर-15 ट्रायल।',
      icon: '/icon.svg',
      lang: 'hi',
      data: { url: '/hi/blog/football-trials' },
    });
  });

  it('falls back to the site’s name in the message’s language, and English when none is given', async () => {
    const worker = loadWorker();
    await worker.push({ data: { lang: 'hi', body: 'x' } });
    await worker.push({ notification: { body: 'y' } });
    expect(worker.showNotification).toHaveBeenNthCalledWith(
      1,
      siteConfig.nameHi,
      expect.objectContaining({ lang: 'hi', data: { url: '/hi/blog' } }),
    );
    expect(worker.showNotification).toHaveBeenNthCalledWith(
      2,
      siteConfig.name,
      expect.objectContaining({ lang: 'en', body: 'y' }),
    );
  });

  it('opens the alert’s page when tapped, and never another site', async () => {
    const worker = loadWorker();
    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: '/hi/blog/x' } } });
    await worker.dispatch('notificationclick', { notification: { close, data: { url: 'https://evil.example/' } } });
    expect(close).toHaveBeenCalledTimes(2);
    expect(worker.openWindow.mock.calls).toEqual([['https://site.test/hi/blog/x'], ['/blog']]);
  });
});
