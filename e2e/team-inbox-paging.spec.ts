import { expect, test } from './support/test';
import { writeAsServer } from './support/database-admin';
import { demoTeam, fromOwnAddress, signInToInbox } from './support/team';
import { en } from './routes';
import seed from '../lib/firebase/seed/database.seed.json';

// The inbox reads a form's newest 50 records first and 50 more on "Show older". Sixty contact
// messages are written as the server writes them, keyed to sort before every other contact
// message ('-A…' comes before push keys and the demo keys), so the records other specs look for
// stay among the newest 50 while these are there; they are removed afterwards.
const inbox = en.Inbox;
const RUN = Date.now().toString(36);
const TOKEN = `pagingrun${RUN}`;
const keyOf = (i: number) => `-A-e2e-paging-${RUN}-${String(i).padStart(2, '0')}`;
const base = seed.contactMessages['-demo-contact-1'];

test.beforeAll(async () => {
  for (let i = 0; i < 60; i++) {
    await writeAsServer(`contactMessages/${keyOf(i)}`, {
      ...base,
      message: `${TOKEN} message ${i}`,
      reference: `MSG-P${RUN.slice(-4).toUpperCase()}${String(i).padStart(2, '0')}`,
      // Older than the demo messages, in the order of their keys.
      createdAt: Date.UTC(2025, 0, 1) + i * 60_000,
    });
  }
});

test.afterAll(async () => {
  for (let i = 0; i < 60; i++) await writeAsServer(`contactMessages/${keyOf(i)}`, null);
});

test('a coordinator sees the newest 50 contact messages, then all after "Show older"', async ({ page }) => {
  await fromOwnAddress(page);
  await signInToInbox(page, en, demoTeam.coordinator);
  await page.getByRole('tab', { name: /^Contact messages/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Contact messages/ });

  // Only the newest 50 are loaded, and the tab and a line say more exist.
  await expect(page.getByRole('tab', { name: 'Contact messages (50+)' })).toBeVisible();
  await expect(panel.getByText(inbox.resultCount.replace('{count}', '50').replace('{total}', '50'))).toBeVisible();
  await expect(panel.getByText(inbox.loadedNote.replace('{count}', '50'))).toBeVisible();
  await panel.getByRole('searchbox', { name: inbox.search }).fill(TOKEN);
  const someOfThem = panel.getByText(/^Showing \d+ of 50$/);
  await expect(someOfThem).toBeVisible();
  expect(Number((await someOfThem.innerText()).split(' ')[1])).toBeLessThan(60);

  // Other specs send contact messages too, so how many clicks reach the oldest depends on the
  // run: older records are asked for until none are left.
  const showOlder = panel.getByRole('button', { name: inbox.showOlder });
  for (let clicks = 0; clicks < 10 && (await showOlder.count()) > 0; clicks++) {
    await showOlder.click();
    await expect(panel.getByText(inbox.loadingOlder)).toHaveCount(0, { timeout: 15_000 });
  }

  // The window now holds every contact message: all sixty match, and nothing older is left.
  await expect(panel.getByText(/^Showing 60 of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(showOlder).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Contact messages \(\d+\)$/ })).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(10);
});
