import { pictureSrcset } from './picture-address';

const PICTURE_TAG = /<img\b[^>]*>/gi;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A post body whose uploaded pictures are offered in the widths the page shows: each of our
 * picture route's originals with its width gets a `srcset` of its narrower copies and `sizes`, the
 * width of the place it is shown in, so a phone loads a copy near its own width rather than the
 * 1600-pixel original. `src` stays the original: a browser without srcset, and a picture whose
 * copies are missing, still show it. The body is sanitised markup (lib/posts/sanitise-body.ts),
 * whose attributes are double-quoted and which holds no srcset or sizes of its own.
 */
export function withPictureSizes(html: string, sizes: string): string {
  return html.replace(PICTURE_TAG, (tag) => {
    const srcset = pictureSrcset(attributeOf(tag, 'src') ?? '', Number(attributeOf(tag, 'width')));
    if (!srcset || /\ssrcset=/i.test(tag)) return tag;
    return tag.replace(/^<img\b/i, `<img srcset="${srcset}" sizes="${sizes.replace(/"/g, '')}"`);
  });
}
