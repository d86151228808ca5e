/*
 * Service worker for news alerts, registered at this fixed path. It shows the push messages
 * Firebase Cloud Messaging delivers (data or notification payloads) and opens the news reader
 * when one is tapped. It loads nothing from the internet.
 */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const message = payload.notification || payload.data || {};
  const title = message.title || 'बिहार समाचार';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: '/icon.svg',
      data: { url: message.url || (payload.fcmOptions && payload.fcmOptions.link) || '/news' },
      lang: 'hi',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/news';
  event.waitUntil(self.clients.openWindow(url));
});
