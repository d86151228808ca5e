// Copies the font files the site uses from the @fontsource npm packages into public/fonts,
// so they are self-hosted at stable URLs (app/fonts.css) that the offline worker keeps. Runs before
// dev, build and start.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const fonts = [
  ['@fontsource/noto-sans', [400, 600, 700].map((w) => `noto-sans-latin-${w}-normal.woff2`)],
  ['@fontsource/noto-sans-devanagari', [400, 600].map((w) => `noto-sans-devanagari-devanagari-${w}-normal.woff2`)],
];

const target = join(process.cwd(), 'public', 'fonts');
mkdirSync(target, { recursive: true });
for (const [pkg, files] of fonts) {
  const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
  for (const file of files) copyFileSync(join(dir, file), join(target, file));
}
