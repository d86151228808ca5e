import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { wcagFindings } from './support/axe';
import { download } from './support/payments';
import { demoTeam, signInToInbox } from './support/team';
import { expect, test } from './support/test';
import { en } from './routes';

/**
 * Training attendance on the field: the coach (RYF002) opens the under-15 register, loses the
 * connection, marks the two accepted under-15 players of the demo seed, sees the marks wait on the
 * phone, gets the connection back and sees them sent; the Coordinator's month then counts each
 * mark once, on screen and in the CSV file.
 */
const t = en.Attendance;
const PANEL = 'section[aria-labelledby="attendance-title"]';
const POOJA = 'Pooja (MEM-DEMO0006)';
const ROHIT = 'Rohit (MEM-DEMO0007)';

/** How many values the workspace keeps on the phone (the register's players). */
const keptOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('ryf-team-device');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const counted = opened.result.transaction('cache').objectStore('cache').count();
          counted.onsuccess = () => {
            opened.result.close();
            resolve(counted.result);
          };
          counted.onerror = () => reject(counted.error);
        };
      }),
  );

test('a coach marks players without a connection, the marks sync once, and the month’s report counts them once', async ({
  page,
  context,
  browser,
}) => {
  await signInToInbox(page, en, demoTeam.coach);
  const panel = page.getByRole('region', { name: t.title });
  await panel.getByLabel(t.register.ageGroup).selectOption({ label: t.register.groups['U-15'] });
  await panel.getByRole('button', { name: t.register.open }).click();
  const pooja = panel.getByRole('radiogroup', { name: POOJA });
  await expect(pooja).toBeVisible();
  const status = panel.getByRole('status');
  await expect(status).toContainText(t.register.allSent);
  expect(await wcagFindings(page, PANEL)).toEqual([]);

  await context.setOffline(true);
  // A change of mind replaces the waiting mark: one mark a player is sent.
  await pooja.getByRole('radio', { name: t.register.absent }).check();
  await pooja.getByRole('radio', { name: t.register.present }).check();
  await panel.getByRole('radiogroup', { name: ROHIT }).getByRole('radio', { name: t.register.absent }).check();
  await expect(status).toContainText('2 marks waiting to send.');
  // Opened again without a connection, the register lists the players kept on the phone.
  await panel.getByRole('button', { name: t.register.open }).click();
  await expect(panel.getByText(t.register.fromPhone)).toBeVisible();
  await expect(pooja.getByRole('radio', { name: t.register.present })).toBeChecked();
  expect(await wcagFindings(page, PANEL)).toEqual([]);

  await context.setOffline(false);
  await expect(status).toContainText(t.register.allSent);
  await expect(status).toContainText(/Last synced/);

  // Signing out forgets the players kept on the phone: it may be shared.
  expect(await keptOnPhone(page)).toBe(1);
  await page.getByRole('button', { name: en.Admin.logout }).click();
  await expect(page.getByRole('button', { name: en.Admin.login, exact: true })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toBe(0);

  const coordinatorContext = await browser.newContext();
  const office = await coordinatorContext.newPage();
  await signInToInbox(office, en, demoTeam.coordinator);
  const report = office.getByRole('region', { name: t.title });
  await report.getByRole('button', { name: t.report.show }).click();
  const players = report.getByRole('table', { name: t.report.playersCaption });
  await expect(players.getByRole('row', { name: `${POOJA} U-15 1 of 1 (100%)` })).toHaveCount(1);
  await expect(players.getByRole('row', { name: `${ROHIT} U-15 0 of 1 (0%)` })).toHaveCount(1);
  expect(await wcagFindings(office, PANEL)).toEqual([]);

  const file = await download(office, t.report.downloadPlayers);
  expect(file.fileName).toMatch(/^rufc-attendance-players-\d{4}-\d{2}\.csv$/);
  const rows = (await readFile(file.path, 'utf8')).split('\r\n');
  expect(rows.filter((row) => row.startsWith('MEM-DEMO0006,'))).toEqual(['MEM-DEMO0006,Pooja,U-15,1,1,100']);
  expect(rows.filter((row) => row.startsWith('MEM-DEMO0007,'))).toEqual(['MEM-DEMO0007,Rohit,U-15,0,1,0']);
  await coordinatorContext.close();
});
