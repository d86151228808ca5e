import 'server-only';
import sharp from 'sharp';
import { processWide } from '@/lib/shared-store';
import type { FileStore, StoredFile } from '@/lib/storage/types';
import { PICTURE_WIDTHS, pictureVariantName, type PictureName, type PictureWidth } from './picture-address';
import { JPEG_QUALITY, type ProcessedPicture } from './process-picture';

export interface PictureVariant {
  name: string;
  width: PictureWidth;
  bytes: Uint8Array;
}

/** A stored picture (already upright, without metadata) made `width` wide, as the original is written. */
export async function resizedPicture(original: Uint8Array, width: PictureWidth): Promise<Uint8Array> {
  const data = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY, progressive: true })
    .toBuffer();
  return new Uint8Array(data);
}

/** The narrower copies of a freshly processed picture, one per offered width below its own. */
export async function pictureVariants(picture: ProcessedPicture): Promise<PictureVariant[]> {
  const widths = PICTURE_WIDTHS.filter((width) => width < picture.width);
  return Promise.all(
    widths.map(async (width) => ({
      name: pictureVariantName(picture.name, width),
      width,
      bytes: await resizedPicture(picture.bytes, width),
    })),
  );
}

/** Copies being made, so readers asking for one at once cause one resize. */
const inFlight = processWide('picture-variants-in-flight', () => new Map<string, Promise<StoredFile | null>>());

/**
 * The picture a name of the picture route stands for: the original as stored; a narrower copy as
 * stored when upload made it, else made now from the original and stored, once (pictures uploaded
 * before copies were made). A width not narrower than the original is the original itself. Null
 * when no original is stored under the name.
 */
export async function storedPictureOf(
  store: FileStore,
  picture: PictureName,
  resize: (original: Uint8Array, width: PictureWidth) => Promise<Uint8Array> = resizedPicture,
): Promise<StoredFile | null> {
  if (picture.width === null) return store.get(picture.original);
  const name = pictureVariantName(picture.original, picture.width);
  const kept = await store.get(name);
  if (kept) return kept;
  let pending = inFlight.get(name);
  if (!pending) {
    pending = variantFromOriginal(store, picture.original, picture.width, name, resize).finally(() =>
      inFlight.delete(name),
    );
    inFlight.set(name, pending);
  }
  return pending;
}

async function variantFromOriginal(
  store: FileStore,
  original: string,
  width: PictureWidth,
  name: string,
  resize: (original: Uint8Array, width: PictureWidth) => Promise<Uint8Array>,
): Promise<StoredFile | null> {
  const source = await store.get(original);
  if (!source) return null;
  const { width: originalWidth } = await sharp(source.bytes).metadata();
  if (!originalWidth || originalWidth <= width) return source;
  const variant = { bytes: await resize(source.bytes, width), contentType: source.contentType };
  await store.put(name, variant.bytes, variant.contentType);
  return variant;
}
