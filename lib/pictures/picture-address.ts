/** A stored picture's name: the first 32 hex digits of its SHA-256, and `.jpg`. Nothing else is served. */
export const PICTURE_NAME_PATTERN = /^[0-9a-f]{32}\.jpg$/;

export const PICTURES_PATH = '/api/pictures';

/** Our own address of a stored picture, as a post's body and its link preview use it. */
export const pictureAddress = (name: string) => `${PICTURES_PATH}/${name}`;

/**
 * The narrower copies a picture is offered in besides its original (at most 1600 wide), chosen
 * for the post's column (components/blog/blog-post-view.tsx): a 360-px phone's column of 328 CSS
 * px takes the 720 at 2× and the 1080 at 3×, a desktop's 852 px the 1080 at 1× and the original
 * at 2×; 480 is for 1× phones, 1280 for tablets. Only these are made: a visitor cannot have the
 * server resize to a width of their own.
 */
export const PICTURE_WIDTHS = [480, 720, 1080, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

const isOfferedWidth = (width: number): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width);

/** A narrower copy's name: the original's hash, its width and `w`: `<hash>-720w.jpg`. */
const VARIANT_NAME_PATTERN = /^([0-9a-f]{32})-([1-9][0-9]{2,3})w\.jpg$/;

export const pictureVariantName = (name: string, width: PictureWidth) => name.replace(/\.jpg$/, `-${width}w.jpg`);

/** What a name of the picture route stands for: an original, or one of its offered widths. */
export type PictureName = { original: string; width: null } | { original: string; width: PictureWidth };

/** The picture a name stands for; null for any other name, a width not offered included. */
export function parsePictureName(name: string): PictureName | null {
  if (PICTURE_NAME_PATTERN.test(name)) return { original: name, width: null };
  const variant = VARIANT_NAME_PATTERN.exec(name);
  const width = Number(variant?.[2]);
  if (!variant || !isOfferedWidth(width)) return null;
  return { original: `${variant[1]}.jpg`, width };
}

/** The stored name an address of our picture route ends in, when it is an original's; else null. */
export function originalPictureName(src: string): string | null {
  const prefix = `${PICTURES_PATH}/`;
  const name = src.startsWith(prefix) ? src.slice(prefix.length) : '';
  return PICTURE_NAME_PATTERN.test(name) ? name : null;
}

/**
 * The `srcset` of an uploaded picture `width` pixels wide at `src`: each offered width narrower
 * than it, then the original at its own width. Null for anything that is not our picture route's
 * original, or without a width (it would offer copies that may be wider than the picture).
 */
export function pictureSrcset(src: string, width: number | undefined): string | null {
  const name = originalPictureName(src);
  if (!name || !width || !Number.isInteger(width) || width <= 0) return null;
  const narrower = PICTURE_WIDTHS.filter((offered) => offered < width).map(
    (offered) => `${pictureAddress(pictureVariantName(name, offered))} ${offered}w`,
  );
  return [...narrower, `${src} ${width}w`].join(', ');
}
