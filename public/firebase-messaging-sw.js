/*
 * Service worker for alerts, registered at this fixed path. It shows the push messages Firebase
 * Cloud Messaging delivers and opens the page an alert is about when it is tapped. The site sends
 * data messages (lib/push/message.ts): title, body, url and lang, the language of the subscriber,
 * which the notification carries so that a screen reader reads Hindi as Hindi. Notification
 * payloads (sent from the Firebase console) are shown too. It loads nothing from the internet.
 */
// The site's names as lib/site-config.ts has them (tests/push/messaging-worker.test.ts compares).
const FALLBACK = {
  en: { title: 'Rohtas Yuva Foundation', url: '/blog' },
  hi: { title: 'रोहतास युवा फाउंडेशन', url: '/hi/blog' },
};

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const data = payload.data || {};
  const shown = payload.notification || data;
  const lang = data.lang === 'hi' || data.lang === 'en' ? data.lang : 'en';
  const fallback = FALLBACK[lang];
  const url = data.url || (payload.fcmOptions && payload.fcmOptions.link) || fallback.url;
  event.waitUntil(
    self.registration.showNotification(shown.title || fallback.title, {
      body: shown.body || '',
      icon: '/icon.svg',
      lang,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/blog';
  // Only a page of this site: a message cannot send the reader elsewhere.
  const target = new URL(url, self.location.origin);
  event.waitUntil(self.clients.openWindow(target.origin === self.location.origin ? target.href : '/blog'));
});
