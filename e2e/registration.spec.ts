import { SPEC_BASE_PORTS } from '../playwright.config';
import { wcagFindings } from './support/axe';
import { startCluster, type Cluster } from './support/cluster';
import { decodedQr } from './support/documents';
import { inDays, publishEvent, signInToWrite } from './support/events';
import { postsRoute } from './support/posts';
import {
  adultRegistrant,
  fillRegistration,
  openRegistration,
  registerWithoutScripts,
  registrationStatus,
} from './support/registrations';
import { browserWithCamera, qrVideoFile } from './support/camera';
import { demoTeam, signedInIdToken, signInToInbox } from './support/team';
import { expect, nextTestAddress, test } from './support/test';
import { en, hi } from './routes';

const phone = { viewport: { width: 375, height: 740 } };

test('a person registers, another waits; the first cancels, the second moves up and is checked in at the door', async ({
  page,
  newWatchedPage,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInToWrite(page);
  const { id, slug, stamp } = await publishEvent(page, inDays(8));
  const title = `Football trials ${stamp}`;

  // The Coordinator opens registration in the workspace: one place.
  const panel = page.getByRole('region', { name: en.TeamEvents.title });
  const item = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await panel.getByRole('button', { name: en.TeamEvents.refresh }).click();
  await expect(item.getByText(en.TeamEvents.notTaking)).toBeVisible({ timeout: 30_000 });
  await item.getByRole('spinbutton', { name: en.TeamEvents.capacity }).fill('1');
  await item.getByLabel(en.TeamEvents.closesAt).fill(`${inDays(7)}T18:00`);
  await item.getByRole('button', { name: en.TeamEvents.openSubmit }).click();
  await expect(item.getByText('0 of 1 places taken · 0 waiting · 0 checked in')).toBeVisible();

  // The first person, on a phone, from the event's page.
  const first = await newWatchedPage();
  await first.setViewportSize(phone.viewport);
  await first.goto(`/blog/${slug}`);
  await first
    .getByRole('region', { name: en.Registration.register })
    .getByRole('link', { name: en.Registration.register })
    .click();
  await expect(first.getByText('1 place left of 1.', { exact: false })).toBeVisible();
  expect(await wcagFindings(first)).toEqual([]);
  // Nothing is taken until every field is right, and nothing typed is lost.
  await first.getByRole('textbox', { name: en.Registration.name }).fill('Ravi Kumar');
  await first.getByRole('radio', { name: en.Registration.ageBands['12to17'] }).check();
  await first.getByRole('button', { name: en.Registration.submit }).click();
  await expect(first.getByText(en.Registration.fixErrors)).toBeVisible();
  await expect(first.getByText(en.Forms.errors.guardianRequired)).toHaveCount(2);
  await expect(first.getByRole('textbox', { name: en.Registration.name })).toHaveValue('Ravi Kumar');
  await fillRegistration(first, en, {
    name: 'Ravi Kumar',
    mobile: '98765 43210',
    ageBand: '12to17',
    parent: ['Sunita Devi', '9123456780'],
  });
  await first.getByRole('button', { name: en.Registration.submit }).click();
  await expect(registrationStatus(first)).toHaveText(en.Registration.yours.confirmed);
  const firstPage = first.url();
  expect(firstPage).toMatch(new RegExp(`/blog/${slug}/registration/[A-Za-z0-9_-]{43}$`));
  // The QR code at the door is this page's own address, as a phone's camera reads it.
  expect(new URL((await decodedQr(first)) ?? 'about:blank').pathname).toBe(new URL(firstPage).pathname);
  expect(await wcagFindings(first)).toEqual([]);

  // The second, in Hindi: the place is taken, so the waitlist.
  const second = await newWatchedPage();
  await second.setViewportSize(phone.viewport);
  await second.goto(`/hi/blog/${slug}/register`);
  await fillRegistration(second, hi, { name: 'Priya Kumari', mobile: '9988776655', ageBand: '18to25' });
  await second.getByRole('button', { name: hi.Registration.submit }).click();
  await expect(registrationStatus(second)).toHaveText(hi.Registration.yours.waitlisted.replace('{position}', '1'));
  await expect(second.getByRole('img', { name: /QR/ })).toHaveCount(0);

  // The first cancels, in two steps.
  await first.getByRole('link', { name: en.Registration.yours.cancel }).click();
  await expect(first.getByText(en.Registration.yours.cancelQuestion)).toBeVisible();
  expect(await wcagFindings(first)).toEqual([]);
  await first.getByRole('button', { name: en.Registration.yours.cancelYes }).click();
  await expect(registrationStatus(first)).toHaveText(en.Registration.yours.cancelledByYou);
  expect(first.url()).toBe(firstPage);

  // The second moved up.
  await second.reload();
  await expect(registrationStatus(second)).toHaveText(hi.Registration.yours.promoted);
  await expect(second.getByRole('img', { name: /QR/ })).toBeVisible();

  // At the door: the team's list shows who has a place, and checks them in.
  await item.getByRole('button', { name: en.TeamEvents.showList }).click();
  const list = item.getByRole('list', { name: en.TeamEvents.listCaption.replace('{event}', title) });
  await expect(list.getByRole('listitem').filter({ hasText: 'Priya Kumari' })).toContainText(
    en.TeamEvents.statuses.confirmed,
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Ravi Kumar' })).toContainText(
    en.TeamEvents.statuses.cancelled,
  );

  // Only the workspace may open the camera, for itself.
  const policy = async (path: string) => (await page.request.get(path)).headers()['permissions-policy'];
  expect(await policy('/hi/nav/admin-login-page')).toBe('camera=(self), microphone=(), geolocation=()');
  expect(await policy(`/blog/${slug}/register`)).toBe('camera=(), microphone=(), geolocation=()');

  // A volunteer's phone at the door, its camera on the second person's code, and no connection.
  const camera = await qrVideoFile(second.url(), testInfo.outputPath('qr.y4m'));
  const phoneBrowser = await browserWithCamera(playwright.chromium, camera);
  const phoneContext = await phoneBrowser.newContext({
    ...phone,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'block',
    permissions: ['camera'],
    extraHTTPHeaders: { 'x-forwarded-for': nextTestAddress() },
  });
  const door = await phoneContext.newPage();
  await signInToInbox(door, en, demoTeam.volunteer);
  const doorItem = door
    .getByRole('region', { name: en.TeamEvents.title })
    .getByRole('listitem')
    .filter({ has: door.getByRole('heading', { name: title }) });
  await doorItem.getByRole('button', { name: en.TeamEvents.door.open }).click();
  const doorStatus = doorItem.getByRole('status');
  await expect(doorStatus).toContainText('0 of 1 checked in · Everything is sent.');
  expect(await wcagFindings(door)).toEqual([]);
  await phoneContext.setOffline(true);
  await doorItem.getByRole('button', { name: en.TeamEvents.door.scan }).click();
  await expect(doorItem.getByRole('alert')).toHaveText('Checked in: Priya Kumari.');
  await expect(doorStatus).toContainText('1 of 1 checked in · 1 check-in waiting to send.');
  await doorItem.getByRole('searchbox', { name: en.TeamEvents.door.search }).fill('priya');
  await expect(doorItem.getByText(/^Checked in at /)).toBeVisible();
  // Back online, the arrival is sent, once.
  await phoneContext.setOffline(false);
  await expect(doorStatus).toContainText('1 of 1 checked in · Everything is sent.');
  await phoneBrowser.close();
  await second.reload();
  await expect(second.getByText(/प्रवेश पर हाज़िरी लगी/)).toBeVisible();
  await panel.getByRole('button', { name: en.TeamEvents.refresh }).click();
  await expect(item.getByText('1 of 1 places taken · 0 waiting · 1 checked in')).toBeVisible();

  expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
});

test.describe('on two instances', () => {
  let cluster: Cluster;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cluster = await startCluster(SPEC_BASE_PORTS.registrations);
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('50 people registering at once for 10 places through the front: exactly 10 in, 40 waiting in order', async ({
    page,
    playwright,
  }) => {
    const { request } = playwright;
    test.setTimeout(180_000);
    await signInToWrite(page);
    const { id, slug } = await publishEvent(page, inDays(9));
    await openRegistration(page, slug, 10, `${inDays(8)}T18:00`);

    // Each person opens the form (through the front, either instance) and posts it as a browser
    // without scripts does, each from an address of their own; all fifty at once.
    const people = await Promise.all(
      Array.from({ length: 50 }, () =>
        request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextTestAddress() } }),
      ),
    );
    const pages = await Promise.all(
      people.map((person, i) => registerWithoutScripts(person, slug, adultRegistrant(i), cluster.front)),
    );
    expect(new Set(pages).size).toBe(50);
    await Promise.all(people.map((person) => person.dispose()));

    const token = await signedInIdToken(page);
    const roster = await page.request.get(`/api/team/events/${slug}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { registrants } = (await roster.json()) as {
      registrants: { seq: number; status: string; position?: number }[];
    };
    const confirmed = registrants.filter((r) => r.status === 'confirmed');
    const waiting = registrants.filter((r) => r.status === 'waitlisted');
    expect(confirmed).toHaveLength(10);
    expect(waiting).toHaveLength(40);
    expect(confirmed.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    // Waiting in the order they arrived: position n is the (10 + n)th to arrive.
    expect(waiting.map((r) => [r.position, r.seq])).toEqual(Array.from({ length: 40 }, (_, i) => [i + 1, i + 11]));

    expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
  });
});
