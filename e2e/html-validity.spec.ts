import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localizedPath, locales } from '../lib/i18n/locales';
import { pathOf } from '../lib/navigation';
import { expect, test } from './support/test';
import { hiRoutes, routes } from './routes';
import { eventPosterPath } from '../lib/events/event-posts';
import { postPath } from '../lib/posts/blog-pages';
import { inDays, publishEvent, signInToWrite } from './support/events';
import { postsRoute } from './support/posts';
import { openRegistration, registerWithoutScripts } from './support/registrations';
import { seedPublishedPosts } from './support/seed-posts';

/** The W3C Nu HTML checker, run on the machine's Java (package vnu-jar). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

const firstSample: { id: string } = JSON.parse(readFileSync('lib/news/data/sample-news.json', 'utf8'))[0];

/** States of the news reader a link can open: each is its own server-rendered page. */
const readerQueries = [
  '',
  '?category=sports',
  '?district=rohtas',
  '?view=bookmarks',
  '?page=2',
  '?q=paddy',
  // An article at its own address: the article in place of the list.
  `?article=${firstSample.id}`,
];

/** The pages to check with the status each answers with: the last of each language is its 404 page. */
const pagesToCheck = (eventSlug: string, registration: string): { page: string; status: number }[] => [
  // A registration's own page (with its QR code and the way to cancel).
  { page: registration, status: 200 },
  ...[...routes, ...hiRoutes].map((r) => ({ page: r.path, status: 200 })),
  ...locales.flatMap((locale) => [
    ...[
      ...readerQueries.map((query) => `${localizedPath(locale, pathOf('news'))}${query}`),
      ...seedPublishedPosts().map((post) => localizedPath(locale, `${pathOf('blog')}/${post.slug}`)),
      // A notice with an event: its page with the share and calendar actions, and its poster.
      postPath(locale, eventSlug),
      eventPosterPath(locale, eventSlug),
      // Its registration form, open.
      `${postPath(locale, eventSlug)}/register`,
      localizedPath(locale, '/offline'),
      localizedPath(locale, pathOf('alerts')),
    ].map((page) => ({ page, status: 200 })),
    { page: localizedPath(locale, '/no-such-page'), status: 404 },
  ]),
];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the checker once over every file: it takes seconds to start, and a run per page would cost
 * minutes. It exits non-zero when it finds errors, so its report is read whatever the exit code.
 */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files];
  return new Promise((resolve, reject) => {
    execFile('java', args, { timeout: 240_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`The checker gave no report: ${error?.message ?? ''}\n${stderr}`));
      }
    });
  });
}

test('every page, in both languages, is valid HTML by the W3C Nu checker', async ({
  page: browserPage,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInToWrite(browserPage);
  const event = await publishEvent(browserPage, inDays(3));
  await openRegistration(browserPage, event.slug, 5, `${inDays(2)}T18:00`);
  const registration = await registerWithoutScripts(request, event.slug);
  const dir = testInfo.outputPath('pages');
  await mkdir(dir, { recursive: true });
  const pageOfFile = new Map<string, string>();
  for (const [index, { page, status }] of pagesToCheck(event.slug, registration).entries()) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(status);
    const file = path.join(dir, `${index}.html`);
    await writeFile(file, await response.text());
    pageOfFile.set(file, page);
  }

  const messages = await runVnu([...pageOfFile.keys()]);
  const errors = messages
    // Errors, and files the checker could not read; warnings are its type "info".
    .filter((m) => m.type !== 'info')
    .map((m) => {
      const file = m.url ? new URL(m.url).pathname : '';
      return `${pageOfFile.get(file) ?? m.url} line ${m.lastLine ?? '?'}: ${m.message} [${m.extract?.trim() ?? ''}]`;
    });
  expect(errors).toEqual([]);
  expect((await postsRoute(browserPage, `/api/team/posts/${event.id}`, 'DELETE')).status).toBe(200);
});
