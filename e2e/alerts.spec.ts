import type { Page } from '@playwright/test';
import { baseURL, LOCAL_FCM_URL } from '../playwright.config';
import chromium from './support/chromium.json';
import { SERVICE_WORKER_SCOPE } from '../lib/firebase/push';
import { localizedPath } from '../lib/i18n/locales';
import { pathOf } from '../lib/navigation';
import { wcagFindings } from './support/axe';
import { inDays, publishEvent, signInToWrite } from './support/events';
import { expect, test } from './support/test';
import { en, hi } from './routes';

// The alerts worker must run: this spec delivers a push message to it. The headless shell refuses
// every notification whatever permission is granted, so this spec runs the full browser.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: process.env.CHROMIUM_PATH || chromium.defaultPath, args: chromium.args },
});

interface Recorded {
  message: { token: string; data: Record<string, string> };
}

/** What the Cloud Messaging stand-in received for `token`. */
async function recordedFor(page: Page, token: string): Promise<Recorded[]> {
  const response = await page.request.get(`${LOCAL_FCM_URL}/messages?token=${encodeURIComponent(token)}`);
  return ((await response.json()) as { messages: Recorded[] }).messages;
}

/** The notifications the alerts worker is showing, as the page's script sees them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, lang: n.lang, url: (n.data as { url?: string }).url }));
  }, SERVICE_WORKER_SCOPE);

test('a Hindi subscriber to events gets the published event in Hindi, and the worker shows it', async ({
  page,
  context,
}) => {
  const t = hi.Alerts;
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // The English page first: the same controls, in English, without a finding.
  await page.goto(pathOf('alerts'));
  await expect(page.getByRole('button', { name: en.Alerts.turnOn })).toBeVisible();
  expect(await wcagFindings(page)).toEqual([]);

  await page.goto(localizedPath('hi', pathOf('alerts')));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.statusOff)).toBeVisible();
  await expect(page.getByText(t.noScript)).toBeHidden();
  expect(await wcagFindings(page)).toEqual([]);

  // Events only: a notice with an event is what reaches them.
  await page.getByRole('checkbox', { name: t.topics.notices }).uncheck();
  await page.getByRole('checkbox', { name: t.topics.news }).uncheck();
  await page.getByRole('button', { name: t.turnOn }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByText(t.statusOn)).toBeVisible();
  expect(await wcagFindings(page)).toEqual([]);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('news_push_token') ?? '{}') as { token: string }).token,
  );
  expect(token).toMatch(/^local-/);

  const team = await context.newPage();
  await signInToWrite(team);
  const { slug, stamp } = await publishEvent(team, inDays(9));
  await team.close();

  // Publishing answered first; the alert follows (other specs' events may reach this device too).
  const ours = async () => (await recordedFor(page, token)).filter((m) => m.message.data.url?.endsWith(`/${slug}`));
  await expect.poll(async () => (await ours()).length).toBe(1);
  const data = (await ours())[0]!.message.data;
  expect(data).toEqual({
    title: `फ़ुटबॉल ट्रायल ${stamp}`,
    body: 'लड़के-लड़कियों के लिए अंडर-15 ट्रायल।',
    url: `/hi/blog/${slug}`,
    lang: 'hi',
  });

  // Chromium hands the worker the message as Cloud Messaging would, once the alerts worker is
  // active: a message handed to a registration whose worker is still installing is not shown.
  const cdp = await context.newCDPSession(page);
  let alertsRegistration = '';
  const activeVersions = new Set<string>();
  const registrationId = new Promise<string>((resolve) => {
    const resolveWhenActive = () => {
      if (alertsRegistration && activeVersions.has(alertsRegistration)) resolve(alertsRegistration);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const alerts = registrations.find(
        (r) => r.scopeURL.endsWith(`${SERVICE_WORKER_SCOPE}/`) || r.scopeURL.endsWith(SERVICE_WORKER_SCOPE),
      );
      if (alerts && !alerts.isDeleted) alertsRegistration = alerts.registrationId;
      resolveWhenActive();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) {
        if (version.status === 'activated') activeVersions.add(version.registrationId);
      }
      resolveWhenActive();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId: await registrationId,
    data: JSON.stringify({ data, from: 'local-fcm' }),
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: data.title, body: data.body, lang: 'hi', url: data.url }]);
});
