import { afterEach, describe, expect, it, vi } from 'vitest';

// Firebase Messaging and the app are replaced at the module boundary.
const messaging = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async () => 'token-from-fcm'),
}));
vi.mock('firebase/messaging', () => messaging);
vi.mock('@/lib/firebase/app', () => ({ getFirebaseApp: vi.fn(async () => ({ name: 'app' })) }));

import { browserPushDeps } from '@/lib/firebase/push-browser';

describe('browser push dependencies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the token from Firebase Messaging with the worker registration and the VAPID key', async () => {
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    await expect(browserPushDeps('vapid-key', false).getToken(registration)).resolves.toBe('token-from-fcm');
    expect(messaging.getToken).toHaveBeenCalledWith(
      { messaging: true },
      { serviceWorkerRegistration: registration, vapidKey: 'vapid-key' },
    );
  });

  it('is unsupported without Notification or service workers, whatever Firebase says', async () => {
    vi.stubGlobal('Notification', undefined);
    // jsdom has no service workers either.
    await expect(browserPushDeps().isSupported()).resolves.toBe(false);
  });

  it('registers the alerts worker in the scope it is given, not the whole site', async () => {
    const registration = { scope: '/firebase-cloud-messaging-push-scope' } as ServiceWorkerRegistration;
    const register = vi.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    try {
      await expect(
        browserPushDeps().registerServiceWorker('/firebase-messaging-sw.js', '/firebase-cloud-messaging-push-scope'),
      ).resolves.toBe(registration);
      expect(register).toHaveBeenCalledWith('/firebase-messaging-sw.js', {
        scope: '/firebase-cloud-messaging-push-scope',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('in a demo copy, makes a local token of its own and never asks Firebase for one', async () => {
    messaging.getToken.mockClear();
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    const deps = browserPushDeps('vapid-key', true);
    const [first, second] = [await deps.getToken(registration), await deps.getToken(registration)];
    expect(first).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(messaging.getToken).not.toHaveBeenCalled();
  });
});
