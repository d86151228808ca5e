// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_INPUT_PIXELS,
  MAX_PICTURE_WIDTH,
  PictureRefusedError,
  processPicture,
} from '@/lib/pictures/process-picture';
import {
  animatedGif,
  gpsEntries,
  phonePhoto,
  pictureAs,
  pngClaiming,
  SVG_PICTURE,
  TURNED_CLOCKWISE,
} from '../support/picture-fixtures';

vi.mock('server-only', () => ({}));

/** The colour of one pixel of a picture. */
async function pixel(picture: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}
const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 200 && g < 60 && b < 60;
const isBlue = ({ r, g, b }: { r: number; g: number; b: number }) => b > 200 && r < 60 && g < 60;

const refusal = (upload: Uint8Array) =>
  processPicture(upload).then(
    () => 'accepted',
    (error: unknown) => (error instanceof PictureRefusedError ? error.code : error),
  );

describe('a phone photo', () => {
  it('comes out at most 1600 wide, its sides in proportion, as a progressive JPEG without any metadata', async () => {
    const photo = await phonePhoto({ width: 4000, height: 3000 });
    const before = await sharp(photo).metadata();
    expect(gpsEntries(before.exif ?? Buffer.alloc(0))).toBe(4);

    const picture = await processPicture(photo);
    expect(picture).toMatchObject({ width: MAX_PICTURE_WIDTH, height: 1200, contentType: 'image/jpeg' });
    const after = await sharp(picture.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, isProgressive: true });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(Buffer.from(picture.bytes).includes('PhoneMaker')).toBe(false);
  });

  it('is turned upright by its EXIF orientation before it is resized', async () => {
    const picture = await processPicture(await phonePhoto({ orientation: TURNED_CLOCKWISE }));
    // 4000×3000 as stored, 3000×4000 as shown: 1600 wide and 2133 high.
    expect(picture).toMatchObject({ width: 1600, height: 2133 });
    // Turned clockwise, the stored left half (red) is on top.
    expect(isRed(await pixel(picture.bytes, 800, 100))).toBe(true);
    expect(isBlue(await pixel(picture.bytes, 800, 2000))).toBe(true);
    expect((await sharp(picture.bytes).metadata()).orientation).toBeUndefined();
  });

  it('is never enlarged', async () => {
    const picture = await processPicture(await phonePhoto({ width: 800, height: 600 }));
    expect(picture).toMatchObject({ width: 800, height: 600 });
  });

  it('is named by its content: the same upload gets the same name, another one another name', async () => {
    const photo = await phonePhoto({ width: 640, height: 480 });
    const [first, again, other] = await Promise.all([
      processPicture(photo),
      processPicture(photo),
      processPicture(await phonePhoto({ width: 640, height: 400 })),
    ]);
    expect(first.name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(again.name).toBe(first.name);
    expect(other.name).not.toBe(first.name);
  });
});

describe('other pictures', () => {
  it.each(['png', 'webp', 'avif'] as const)('a %s comes out as a JPEG, its transparency on white', async (format) => {
    const picture = await processPicture(await pictureAs(format, 300, 200));
    expect(picture).toMatchObject({ width: 300, height: 200, contentType: 'image/jpeg' });
    const metadata = await sharp(picture.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.hasAlpha).toBe(false);
    // Half-transparent green on white.
    const { r, g, b } = await pixel(picture.bytes, 150, 100);
    expect(g).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(100);
    expect(b).toBeGreaterThan(100);
  });

  it('an animated GIF gives its first frame', async () => {
    const picture = await processPicture(await animatedGif());
    expect(picture).toMatchObject({ width: 120, height: 80 });
    const { r, g } = await pixel(picture.bytes, 60, 40);
    expect(g).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
  });
});

describe('refused uploads', () => {
  it.each([
    ['a text file', Buffer.from('Meeting at the stadium on Sunday at 9.\n')],
    ['an SVG (a document that can carry scripts, not a photo)', SVG_PICTURE],
    ['a TIFF', null],
    ['nothing', Buffer.alloc(0)],
  ])('%s is not a picture accepted here', async (_, bytes) => {
    expect(await refusal(bytes ?? (await pictureAs('tiff')))).toBe('unsupportedType');
  });

  it('a JPEG cut short is refused, not stored half decoded', async () => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    expect(await refusal(photo.subarray(0, 2000))).toBe('unsupportedType');
  });

  it('a picture claiming more pixels than the limit is refused before it is decoded', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    expect(await refusal(await pngClaiming(side, side))).toBe('tooManyPixels');
    expect(await refusal(await pngClaiming(100_000, 100_000))).toBe('tooManyPixels');
  });
});
