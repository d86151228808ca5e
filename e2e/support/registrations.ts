import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en, hi } from '../routes';
import { signedInIdToken } from './team';

type Catalog = typeof en | typeof hi;

/** Opens `slug` for registration through the team's route, as the Coordinator signed in on `page`. */
export async function openRegistration(page: Page, slug: string, capacity: number, closesAt: string, base = '') {
  const token = await signedInIdToken(page);
  const response = await page.request.post(`${base}/api/team/events/${slug}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'open', capacity, closesAt },
  });
  expect(response.status()).toBe(200);
}

/** Fills an event's registration form as a person does, in the page's language. */
export async function fillRegistration(
  page: Page,
  messages: Catalog,
  person: { name: string; mobile: string; ageBand: keyof typeof en.Registration.ageBands; parent?: [string, string] },
) {
  const r = messages.Registration;
  await page.getByRole('textbox', { name: r.name }).fill(person.name);
  await page.getByRole('textbox', { name: r.mobile, exact: true }).fill(person.mobile);
  await page.getByRole('radio', { name: r.ageBands[person.ageBand] }).check();
  if (person.parent) {
    await page.getByRole('textbox', { name: r.parentName }).fill(person.parent[0]);
    await page.getByRole('textbox', { name: r.parentMobile }).fill(person.parent[1]);
  }
  await page.getByRole('checkbox', { name: r.consent }).check();
}

/** The registration page's status line. */
export const registrationStatus = (page: Page) => page.locator('main').getByRole('status').first();

/**
 * The registration form's hidden fields as the server rendered them (its id, the action's own
 * fields), for a test that posts it as a browser without scripts does.
 */
export function hiddenFields(html: string): [string, string][] {
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...form.matchAll(/<input([^>]*)>/g)].flatMap(([, attributes = '']) => {
    if (!/type="hidden"/.test(attributes)) return [];
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    return name ? [[decode(name), decode(value)] as [string, string]] : [];
  });
}

/** One person's details as the form posts them (an adult, so no parent's). */
export const adultRegistrant = (n: number) => ({
  name: `Registrant ${n}`,
  mobile: `90000${String(n).padStart(5, '0')}`,
  ageBand: '18to25',
  consent: 'on',
});

/**
 * Registers one person as a browser without scripts does: the form page, then its post with the
 * form's own hidden fields. Answers the registration page it is sent to (a 303's Location).
 */
export async function registerWithoutScripts(
  request: APIRequestContext,
  slug: string,
  person = adultRegistrant(0),
  base = '',
): Promise<string> {
  const form = await request.get(`${base}/blog/${slug}/register`);
  expect(form.status()).toBe(200);
  const multipart: Record<string, string> = Object.fromEntries(hiddenFields(await form.text()));
  const answer = await request.post(`${base}/blog/${slug}/register`, {
    multipart: { ...multipart, ...person },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  return new URL(answer.headers().location ?? '', 'http://site.test').pathname;
}
