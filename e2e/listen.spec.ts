import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { providerBaseURL } from '../playwright.config';
import { en } from './routes';

const l = en.News.listen;
const samples: { title: string }[] = JSON.parse(readFileSync('lib/news/data/sample-news.json', 'utf8'));

// The same build and fake provider as news.spec.ts, so the cards are the sample articles in order.
test.use({ baseURL: providerBaseURL });

interface SpeechLog {
  calls: string[];
  spoken: { text: string; lang: string; voice: string | null }[];
  /** Plays the browser's part when the utterance finishes. */
  end: () => void;
}

/** A speech engine that records instead of speaking: deterministic, silent, with one Hindi voice. */
const fakeSpeech = (page: Page) =>
  page.addInitScript(() => {
    let current: { onend: ((e: Event) => void) | null } | null = null;
    const log: SpeechLog = { calls: [], spoken: [], end: () => current?.onend?.(new Event('end')) };
    class FakeUtterance {
      lang = '';
      voice: SpeechSynthesisVoice | null = null;
      onend: ((e: Event) => void) | null = null;
      onerror: ((e: Event) => void) | null = null;
      constructor(public text: string) {}
    }
    const hindi = { lang: 'hi-IN', name: 'Fake Hindi', localService: true, voiceURI: 'fake-hi', default: false };
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => [hindi],
      speak: (u: FakeUtterance) => {
        log.calls.push('speak');
        log.spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null });
        current = u;
      },
      pause: () => void log.calls.push('pause'),
      resume: () => void log.calls.push('resume'),
      cancel: () => void log.calls.push('cancel'),
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    (window as unknown as { __speech: SpeechLog }).__speech = log;
  });

const speech = (page: Page) =>
  page.evaluate(() => {
    const { calls, spoken } = (window as unknown as { __speech: SpeechLog }).__speech;
    return { calls, spoken };
  });

const openArticle = async (page: Page, path: string, index = 1) => {
  await page.goto(path);
  await page.locator('main article').nth(index).locator('h2 a').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
};

test('Listen reads the article in Hindi and Pause, Resume and Stop drive the speech', async ({ page }) => {
  await fakeSpeech(page);
  const dialog = await openArticle(page, '/news');
  const group = dialog.getByRole('group', { name: l.group });
  await expect(group.getByRole('button', { name: l.stop })).toHaveCount(0);

  await group.getByRole('button', { name: l.listen }).click();
  const toggle = group.getByRole('button', { name: l.pause });
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeFocused();
  const { calls, spoken } = await speech(page);
  // Anything queued before is cancelled first.
  expect(calls).toEqual(['cancel', 'speak']);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]!.text).toContain(samples[1]!.title);
  expect(spoken[0]!.lang).toBe('hi-IN');
  expect(spoken[0]!.voice).toBe('Fake Hindi');
  await expect(dialog.getByText(l.noHindiVoice)).toHaveCount(0);

  await toggle.click();
  await expect(group.getByRole('button', { name: l.resume })).toBeVisible();
  expect((await speech(page)).calls.at(-1)).toBe('pause');
  await group.getByRole('button', { name: l.resume }).click();
  await expect(group.getByRole('button', { name: l.pause })).toBeVisible();
  expect((await speech(page)).calls.at(-1)).toBe('resume');

  await group.getByRole('button', { name: l.stop }).click();
  await expect(group.getByRole('button', { name: l.listen })).toBeFocused();
  await expect(group.getByRole('button', { name: l.stop })).toHaveCount(0);
  expect((await speech(page)).calls.at(-1)).toBe('cancel');

  // The end of the utterance returns to Listen; closing the dialog mid-speech silences it.
  await group.getByRole('button', { name: l.listen }).click();
  await page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech.end());
  await expect(group.getByRole('button', { name: l.listen })).toBeVisible();
  await group.getByRole('button', { name: l.listen }).click();
  await expect(group.getByRole('button', { name: l.pause })).toBeVisible();
  const before = (await speech(page)).calls.length;
  await dialog.getByRole('button', { name: en.News.close }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await speech(page)).calls.slice(before)).toEqual(['cancel']);
});

test('there is no Listen button where the browser cannot speak', async ({ page }) => {
  await page.addInitScript(() => {
    // Chromium keeps these on the window itself; the prototype too, in case that changes.
    for (const target of [window, Window.prototype] as object[]) {
      Reflect.deleteProperty(target, 'speechSynthesis');
      Reflect.deleteProperty(target, 'SpeechSynthesisUtterance');
    }
  });
  const dialog = await openArticle(page, '/news');
  expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
  // The dialog around it is rendered, so an absent button is not just a page still loading.
  await expect(dialog.getByRole('button', { name: en.News.share })).toBeVisible();
  await expect(dialog.getByRole('button', { name: l.listen })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: l.group })).toHaveCount(0);
});

test('the Hindi site labels the control in Hindi', async ({ page }) => {
  await fakeSpeech(page);
  const dialog = await openArticle(page, '/hi/news');
  const group = dialog.getByRole('group', { name: 'यह ख़बर सुनें' });
  await group.getByRole('button', { name: 'सुनें', exact: true }).click();
  await expect(group.getByRole('button', { name: 'रोकें' })).toBeVisible();
  expect((await speech(page)).spoken[0]!.lang).toBe('hi-IN');
});
