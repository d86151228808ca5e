import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';

/** Pictures are shown in a post's column and shared as link previews: wider is only heavier. */
export const MAX_PICTURE_WIDTH = 1600;
/**
 * Pixels a picture may have before it is decoded: room for a 50-megapixel phone camera
 * (8160×6144), and a bound on the memory one upload can take (a small file can claim a huge size).
 */
export const MAX_INPUT_PIXELS = 60_000_000;
/** The quality of every JPEG written here, the narrower copies' (./picture-variants.ts) included. */
export const JPEG_QUALITY = 80;

export type PictureRefusal = 'unsupportedType' | 'tooManyPixels';

export class PictureRefusedError extends Error {
  constructor(readonly code: PictureRefusal) {
    super(`Picture refused: ${code}`);
    this.name = 'PictureRefusedError';
  }
}

export interface ProcessedPicture {
  /** The content hash and `.jpg`: the same picture uploaded twice gets the same name. */
  name: string;
  bytes: Uint8Array;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** What phones and the web send. AVIF is HEIF with AV1; HEIC (HEVC) is not decoded here. */
const accepted = (metadata: Metadata) =>
  ['jpeg', 'png', 'webp', 'gif'].includes(metadata.format) ||
  (metadata.format === 'heif' && metadata.compression === 'av1');

/**
 * Makes an uploaded picture fit for a post: the type read from the bytes themselves (never from
 * the file's name or the type the browser claims), turned upright by its EXIF orientation, at most
 * MAX_PICTURE_WIDTH wide (never enlarged), the first frame of an animation, on white where it was
 * transparent, and written as a progressive JPEG without any metadata: no camera, no date, no
 * location. JPEG because WhatsApp's link previews show JPEG and PNG only.
 */
export async function processPicture(upload: Uint8Array): Promise<ProcessedPicture> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 } as const;
  // The header only, with no limit, to tell a picture too large from something that is no picture.
  const metadata = await readMetadata(upload);
  if (!metadata || !accepted(metadata)) throw new PictureRefusedError('unsupportedType');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new PictureRefusedError('tooManyPixels');
  const { data, info } = await sharp(upload, input)
    .rotate()
    .resize({ width: MAX_PICTURE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, progressive: true })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // The header was a picture's, the rest is not (cut short or damaged).
      throw new PictureRefusedError('unsupportedType');
    });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return {
    name: `${hash}.jpg`,
    bytes: new Uint8Array(data),
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}

async function readMetadata(upload: Uint8Array): Promise<Metadata | null> {
  try {
    return await sharp(upload, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    // Not a format sharp reads, or empty.
    return null;
  }
}
