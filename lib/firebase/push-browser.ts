import { publicValues } from '@/lib/env/public-values';
import { getFirebaseApp } from './app';
import { isDemoBuild } from './demo-mode';
import type { PushDeps } from './push';

/** Marks a token the demo copy made itself: FCM never issued it, only the local stand-in takes it. */
const LOCAL_TOKEN_PREFIX = 'local-';

/**
 * The real browser and Firebase Messaging behind PushDeps. Loaded only when a reader asks for alerts.
 * A demo copy (no Firebase project) cannot ask Google for a token, so it makes a random one of its
 * own: the server sends to it through the local Cloud Messaging stand-in, which records the message
 * and delivers nothing; permission and the worker are the browser's real ones (docs/alerts.md).
 */
export function browserPushDeps(
  vapidKey = publicValues.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  demo = isDemoBuild(),
): PushDeps {
  return {
    isSupported: async () => {
      if (!('Notification' in window) || !('serviceWorker' in navigator)) return false;
      if (demo) return 'PushManager' in window;
      const { isSupported } = await import('firebase/messaging');
      return isSupported();
    },
    requestPermission: () => Notification.requestPermission(),
    registerServiceWorker: (path, scope) => navigator.serviceWorker.register(path, { scope }),
    getToken: async (registration) => {
      if (demo) return `${LOCAL_TOKEN_PREFIX}${crypto.randomUUID()}`;
      const [{ getMessaging, getToken }, app] = await Promise.all([import('firebase/messaging'), getFirebaseApp()]);
      return getToken(getMessaging(app), {
        serviceWorkerRegistration: registration,
        ...(vapidKey ? { vapidKey } : {}),
      });
    },
    storage: window.localStorage,
    now: () => Date.now(),
  };
}
