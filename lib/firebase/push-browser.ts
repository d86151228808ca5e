import { publicValues } from '@/lib/env/public-values';
import { getFirebaseApp } from './app';
import type { PushDeps } from './push';

/** The real browser and Firebase Messaging behind PushDeps. Loaded only when a reader asks for alerts. */
export function browserPushDeps(vapidKey = publicValues.NEXT_PUBLIC_FIREBASE_VAPID_KEY): PushDeps {
  return {
    isSupported: async () => {
      if (!('Notification' in window) || !('serviceWorker' in navigator)) return false;
      const { isSupported } = await import('firebase/messaging');
      return isSupported();
    },
    requestPermission: () => Notification.requestPermission(),
    registerServiceWorker: (path, scope) => navigator.serviceWorker.register(path, { scope }),
    getToken: async (registration) => {
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
