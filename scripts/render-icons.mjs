// Renders the installed app's icons (public/icons/*.png, named in lib/offline/web-app-manifest.ts)
// from the foundation's icon, public/icon.svg. Run after changing the icon, and commit the PNGs:
//   node scripts/render-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const svg = readFileSync(path.join('public', 'icon.svg'));
const target = path.join('public', 'icons');
// The icon's own disc colour fills a maskable icon's corners, so any mask shape looks whole.
const discColour = /<circle[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1] ?? '#1976d2';

/** The icon as it is: a disc on a transparent square. */
const plain = (size) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

/**
 * Full bleed, for launchers that cut their own shape: the disc (94% of the icon's box) drawn at
 * 80% of the square keeps the star inside the central circle every mask leaves visible.
 */
async function fullBleed(size) {
  const inner = Math.round(size * 0.8);
  const icon = await plain(inner).toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: discColour } })
    .composite([{ input: icon, left: offset, top: offset }])
    .png();
}

mkdirSync(target, { recursive: true });
const icons = [
  ['icon-192.png', plain(192)],
  ['icon-512.png', plain(512)],
  ['icon-maskable-512.png', await fullBleed(512)],
  // iOS draws its own rounded square and ignores transparency: the full-bleed picture suits it.
  ['apple-touch-icon.png', await fullBleed(180)],
];
for (const [file, image] of icons) {
  await image.toFile(path.join(target, file));
  console.log(`public/icons/${file}`);
}
