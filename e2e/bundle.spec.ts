import { expect, test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import seed from '../lib/firebase/seed/database.seed.json';

// Checks the production build the other tests run against.
const stats: { route: string; firstLoadChunkPaths: string[] }[] = JSON.parse(
  readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'),
);
const firstLoad = (route: string) => {
  const entry = stats.find((s) => s.route === route);
  if (!entry) throw new Error(`No bundle stats for ${route}`);
  return entry.firstLoadChunkPaths.map((file) => readFileSync(file, 'utf8')).join('\n');
};
// Strings only the Firebase SDK and framer-motion carry.
const FIREBASE = /firebaseio\.com|@firebase\/database/;
const FRAMER = /framer-motion|MotionValue/;

for (const route of [
  '/[locale]',
  '/[locale]/footer/privacy-policy',
  '/[locale]/nav/admin-login-page',
  '/[locale]/news',
]) {
  test(`no Firebase SDK in the first-load JavaScript of ${route}`, () => {
    expect(firstLoad(route)).not.toMatch(FIREBASE);
  });
}

test('the Firebase SDK is in the build as a chunk loaded on demand', () => {
  const firstLoadFiles = new Set(stats.flatMap((s) => s.firstLoadChunkPaths));
  const firebaseChunks = readdirSync('.next/static/chunks')
    .map((name) => `.next/static/chunks/${name}`)
    .filter((file) => file.endsWith('.js') && FIREBASE.test(readFileSync(file, 'utf8')));
  expect(firebaseChunks.length).toBeGreaterThan(0);
  for (const file of firebaseChunks) expect(firstLoadFiles.has(file), file).toBe(false);
});

test('no framer-motion in the first-load JavaScript of the home page or a legal page', () => {
  expect(firstLoad('/[locale]')).not.toMatch(FRAMER);
  expect(firstLoad('/[locale]/footer/privacy-policy')).not.toMatch(FRAMER);
});

test('only the form pages carry the forms code in their first load', () => {
  // A help text's key in the forms' field list.
  const FORMS = /guardianHelp/;
  for (const route of ['/[locale]/nav/about', '/[locale]/footer/support-center', '/[locale]/nav/admin-login-page']) {
    expect(firstLoad(route), route).not.toMatch(FORMS);
  }
  expect(firstLoad('/[locale]/nav/rufc-membership-form')).toMatch(FORMS);
});

test("SimpleWebAuthn's browser half loads only when a passkey button is clicked", () => {
  // One of its error codes, which no other code carries.
  const WEBAUTHN = /ERROR_INVALID_RP_ID/;
  for (const { route } of stats) expect(firstLoad(route), route).not.toMatch(WEBAUTHN);
  const chunks = readdirSync('.next/static/chunks').filter((name) => name.endsWith('.js'));
  expect(chunks.some((name) => WEBAUTHN.test(readFileSync(`.next/static/chunks/${name}`, 'utf8')))).toBe(true);
});

test("no page's first-load JavaScript carries the site's icons' shapes (the sprite does)", () => {
  // Every path of the sprite, read as text: the module itself is for the server only.
  const shapes = [...readFileSync('components/icons/icon-paths.ts', 'utf8').matchAll(/'([Mm][^']+)'/g)].map(
    (match) => match[1]!,
  );
  expect(shapes.length).toBeGreaterThan(40);
  for (const { route } of stats) {
    const code = firstLoad(route);
    expect(
      shapes.filter((shape) => code.includes(shape)),
      route,
    ).toEqual([]);
  }
});

test('no team password and no server-side Firebase code in any browser file', () => {
  const whatsappNumbers = Object.values(seed.teamMembers).map((m) => m.whatsapp);
  const browserFiles = readdirSync('.next/static', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => `.next/static/${name}`);
  expect(browserFiles.length).toBeGreaterThan(10);
  for (const file of browserFiles) {
    const text = readFileSync(file, 'utf8');
    for (const number of whatsappNumbers) expect(text, file).not.toContain(number);
    // The browser never names the team list (only the server reads it) nor carries the sign-in check.
    expect(text, file).not.toMatch(/teamMembers|createCustomToken|timingSafeEqual/);
  }
});

test("Zod's messages in other languages stay out of the browser (only the parts the forms use ship)", () => {
  // Re-exporting `z` through a module of ours once made the bundler keep all of Zod, every
  // language's messages included, in the form pages' first load: +59 KiB gzip.
  for (const route of ['/[locale]/nav/rufc-membership-form', '/[locale]/nav/rufc-complaint-portal']) {
    expect(firstLoad(route), route).not.toMatch(/Entrada inválida|Ungültige Eingabe/);
  }
});

test('no ICU message parser in any browser file: the catalogs are compiled when the site is built', () => {
  // intl-messageformat and its parser (about 8 KiB gzip) came with every client component that translates.
  const ICU_PARSER = /EXPECT_ARGUMENT_CLOSING_BRACE|The intl string context variable/;
  const browserFiles = readdirSync('.next/static/chunks').filter((name) => name.endsWith('.js'));
  expect(browserFiles.length).toBeGreaterThan(10);
  for (const name of browserFiles) {
    expect(readFileSync(`.next/static/chunks/${name}`, 'utf8'), name).not.toMatch(ICU_PARSER);
  }
});

test("the forms' checks (Zod) load when a form is filled in or sent, not with any page", () => {
  // The membership schema's own message key, and a name only Zod's code carries.
  const CHECKS = /guardianRequired|\$ZodObject/;
  for (const { route } of stats) expect(firstLoad(route), route).not.toMatch(CHECKS);
  const chunks = readdirSync('.next/static/chunks').filter((name) => name.endsWith('.js'));
  const withChecks = chunks.filter((name) =>
    /guardianRequired/.test(readFileSync(`.next/static/chunks/${name}`, 'utf8')),
  );
  expect(withChecks.length).toBeGreaterThan(0);
});

test('the writing box and the survey charts are in the build only as chunks loaded on demand', () => {
  // Strings only ProseMirror (under the writing box) and MUI X Charts carry.
  const onDemand = [/ProseMirror/, /MuiChartsSurface/];
  const firstLoadFiles = new Set(stats.flatMap((s) => s.firstLoadChunkPaths));
  const chunks = readdirSync('.next/static/chunks')
    .filter((name) => name.endsWith('.js'))
    .map((name) => `.next/static/chunks/${name}`);
  for (const marker of onDemand) {
    const carrying = chunks.filter((file) => marker.test(readFileSync(file, 'utf8')));
    expect(carrying.length, String(marker)).toBeGreaterThan(0);
    for (const file of carrying) expect(firstLoadFiles.has(file), `${file} carries ${marker}`).toBe(false);
  }
});
