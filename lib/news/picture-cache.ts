import 'server-only';
import { openSharedStore, processWide } from '@/lib/shared-store';
import type { Picture } from './picture-fetch';

/**
 * Pictures already fetched, so the news site is asked once a day per picture rather than once
 * per reader, per size the image optimiser makes, or per stranger calling the route directly.
 * Bounded: pictures over 1 MB are not kept (rare for news pictures), at most 100 are, so the
 * cache stays under 100 MB. Kept as base64 because a shared store holds JSON.
 */
export const PICTURE_CACHE_MS = 24 * 60 * 60_000;
export const MAX_CACHED_PICTURE_BYTES = 1024 * 1024;
export const MAX_CACHED_PICTURES = 100;

interface StoredPicture {
  base64: string;
  contentType: Picture['contentType'];
}

const stored = openSharedStore<StoredPicture>('news-picture-bytes', MAX_CACHED_PICTURES);
/** Fetches under way, so readers asking for one picture at once cause one fetch. */
const inFlight = processWide('news-pictures-in-flight', () => new Map<string, Promise<Picture>>());

export async function pictureOnce(url: string, fetchPicture: (url: string) => Promise<Picture>): Promise<Picture> {
  const known = await stored.get(url);
  if (known) return { bytes: Buffer.from(known.base64, 'base64'), contentType: known.contentType };
  let pending = inFlight.get(url);
  if (!pending) {
    pending = fetchPicture(url).finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  const picture = await pending;
  if (picture.bytes.length <= MAX_CACHED_PICTURE_BYTES) {
    await stored.set(
      url,
      { base64: picture.bytes.toString('base64'), contentType: picture.contentType },
      PICTURE_CACHE_MS,
    );
  }
  return picture;
}
