// Copies the font files the site uses (font-files.json: package → files) from the @fontsource npm
// packages into public/fonts, so they are self-hosted at stable URLs (app/fonts.css) that the
// offline worker keeps. Runs before dev, build and start.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const fonts = JSON.parse(readFileSync(new URL('./font-files.json', import.meta.url), 'utf8'));

const target = join(process.cwd(), 'public', 'fonts');
mkdirSync(target, { recursive: true });
for (const [pkg, files] of Object.entries(fonts)) {
  const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
  for (const file of files) copyFileSync(join(dir, file), join(target, file));
}
