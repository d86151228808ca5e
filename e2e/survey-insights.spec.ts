import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import seed from '../lib/firebase/seed/database.seed.json';
import { expect, test } from './support/test';
import { axeFindings } from './support/axe';
import { findOverflow, LAYOUT_SELECTOR } from './support/overflow';
import { demoTeam, signInToInbox } from './support/team';
import { en, hi } from './routes';

type Messages = typeof en;

// What the tables must say, counted here from the seed the e2e database starts with.
const answers = Object.values(seed.surveyResponses);
const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const dayOf = (answer: { createdAt: number }) => indianDay.format(new Date(answer.createdAt));
const count = (keep: (answer: (typeof answers)[number]) => boolean) => String(answers.filter(keep).length);

async function openInsights(page: Page, messages: Messages) {
  const section = page.getByRole('region', { name: messages.Insights.title });
  await section.getByRole('button', { name: messages.Insights.show }).click();
  await expect(section.getByRole('table', { name: messages.Insights.tables.byBlock.title })).toBeVisible({
    timeout: 30_000,
  });
  return section;
}

/** The count a table gives for a row. */
const countIn = (table: Locator, row: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');

const totalLine = (section: Locator) => section.getByRole('status').first();

/**
 * Axe (every impact) and nothing of the insights sticking out, at a phone's width and a desktop's.
 * `wholePage`: the page as a whole does not scroll sideways either (the Coordinator's team panel,
 * above the inbox, is wider than 320 px: its own matter, so only the insights are measured there).
 */
async function checkLayoutAndAxe(page: Page, wholePage: boolean) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForFunction(() =>
      document.getAnimations().every((x) => x.playState !== 'running' || x.effect?.getTiming().iterations === Infinity),
    );
    const check = {
      root: 'section[aria-labelledby="insights-title"]',
      selector: LAYOUT_SELECTOR,
      mode: 'fits',
    } as const;
    const found = await page.evaluate(findOverflow, check);
    expect(wholePage ? found : found.filter((line) => !line.startsWith('page is'))).toEqual([]);
    const section = page.locator(check.root);
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
  }
}

async function downloadCsv(page: Page, section: Locator, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: button }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return { name: download.suggestedFilename(), lines: csv.slice(1).split('\r\n') };
}

test('the Coordinator reads the survey insights in English: counts, a filter, a CSV, axe', async ({ page }) => {
  const t = en.Insights;
  await signInToInbox(page, en, demoTeam.coordinator);
  const section = await openInsights(page, en);
  // Up to the seed's last day: the other tests of the run send survey answers today.
  await section.getByLabel(t.to).fill(answers.map(dayOf).sort().at(-1) ?? '');
  await expect(totalLine(section)).toHaveText(`${answers.length} people answered`);

  const byBlock = section.getByRole('table', { name: t.tables.byBlock.title });
  for (const block of ['Sasaram', 'Dehri', 'Dawath']) {
    await expect(countIn(byBlock, block)).toHaveText(count((a) => a.block === block));
  }
  const byAge = section.getByRole('table', { name: t.tables.byAgeGroup.title });
  await expect(countIn(byAge, en.Forms.options.ageGroup['18-21'])).toHaveText(count((a) => a.ageGroup === '18-21'));

  await section.getByRole('combobox', { name: t.block }).click();
  await page.getByRole('option', { name: 'Dehri', exact: true }).click();
  const inDehri = count((a) => a.block === 'Dehri');
  await expect(totalLine(section)).toHaveText(`${inDehri} people answered`);
  await expect(countIn(byBlock, 'Sasaram')).toHaveText('0');
  await expect(countIn(byAge, en.Forms.options.ageGroup['14-17'])).toHaveText(
    count((a) => a.block === 'Dehri' && a.ageGroup === '14-17'),
  );

  const { name, lines } = await downloadCsv(page, section, t.download.replace('{table}', t.tables.byOccupation.title));
  expect(name).toMatch(/^survey-answers-by-occupation-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(`${t.tables.byOccupation.column},${t.answers}`);
  expect(lines).toContain(
    `${en.Forms.options.occupation.school},${count((a) => a.block === 'Dehri' && a.occupation === 'school')}`,
  );
  await expect(section.getByText(`Downloaded ${name}.`)).toBeVisible();

  await checkLayoutAndAxe(page, false);
});

test('the Volunteer reads them in Hindi, filtered by days in Indian time', async ({ page }) => {
  const t = hi.Insights;
  await signInToInbox(page, hi, demoTeam.volunteer, '/hi/nav/admin-login-page');
  const section = await openInsights(page, hi);

  await section.getByLabel(t.from).fill('2026-11-09');
  await section.getByLabel(t.to).fill('2026-11-15');
  const inWeek = (a: (typeof answers)[number]) => dayOf(a) >= '2026-11-09' && dayOf(a) <= '2026-11-15';
  await expect(totalLine(section)).toHaveText(`${count(inWeek)} लोगों ने जवाब दिया`);
  const byOccupation = section.getByRole('table', { name: t.tables.byOccupation.title });
  await expect(countIn(byOccupation, hi.Forms.options.occupation.school)).toHaveText(
    count((a) => inWeek(a) && a.occupation === 'school'),
  );

  const { lines } = await downloadCsv(page, section, t.download.replace('{table}', t.tables.byAgeGroup.title));
  expect(lines[0]).toBe(`${t.tables.byAgeGroup.column},${t.answers}`);
  expect(lines[1]).toBe(`${hi.Forms.options.ageGroup['14-17']},${count((a) => inWeek(a) && a.ageGroup === '14-17')}`);

  await checkLayoutAndAxe(page, true);
});

test('the RUFC Coach is not offered the survey insights', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.coach);
  await expect(page.getByRole('tab', { name: /^Membership applications/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.Insights.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.Insights.show })).toHaveCount(0);
});
