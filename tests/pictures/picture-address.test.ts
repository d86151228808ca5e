import { describe, expect, it } from 'vitest';
import { parsePictureName, pictureSrcset, PICTURE_WIDTHS } from '@/lib/pictures/picture-address';
import { withPictureSizes } from '@/lib/pictures/responsive-pictures';

const HASH = '0123456789abcdef0123456789abcdef';
const SRC = `/api/pictures/${HASH}.jpg`;
const SIZES = '(min-width: 900px) 852px, calc(100vw - 32px)';

describe('the widths a picture is offered in', () => {
  it('are the four below the largest original, narrowest first', () => {
    expect(PICTURE_WIDTHS).toEqual([480, 720, 1080, 1280]);
  });

  it('name an original, or one of its copies at an offered width', () => {
    expect(parsePictureName(`${HASH}.jpg`)).toEqual({ original: `${HASH}.jpg`, width: null });
    for (const width of PICTURE_WIDTHS) {
      expect(parsePictureName(`${HASH}-${width}w.jpg`)).toEqual({ original: `${HASH}.jpg`, width });
    }
  });

  it.each([
    `${HASH}-500w.jpg`,
    `${HASH}-1600w.jpg`,
    `${HASH}-0720w.jpg`,
    `${HASH}-720.jpg`,
    `${HASH}-720w.png`,
    `${HASH}-720W.jpg`,
    `${HASH.toUpperCase()}-720w.jpg`,
    `${HASH.slice(1)}-720w.jpg`,
    `${HASH}-720w-720w.jpg`,
    `../${HASH}-720w.jpg`,
  ])('refuse %s', (name) => {
    expect(parsePictureName(name)).toBeNull();
  });
});

describe('pictureSrcset', () => {
  it('offers a 1600-wide picture in every width, then the original', () => {
    expect(pictureSrcset(SRC, 1600)).toBe(
      `/api/pictures/${HASH}-480w.jpg 480w, /api/pictures/${HASH}-720w.jpg 720w, ` +
        `/api/pictures/${HASH}-1080w.jpg 1080w, /api/pictures/${HASH}-1280w.jpg 1280w, ${SRC} 1600w`,
    );
  });

  it('offers no copy as wide as the picture or wider', () => {
    expect(pictureSrcset(SRC, 720)).toBe(`/api/pictures/${HASH}-480w.jpg 480w, ${SRC} 720w`);
    expect(pictureSrcset(SRC, 300)).toBe(`${SRC} 300w`);
  });

  it('offers nothing without a width, or for an address that is not an original of ours', () => {
    expect(pictureSrcset(SRC, undefined)).toBeNull();
    expect(pictureSrcset(SRC, Number.NaN)).toBeNull();
    expect(pictureSrcset(SRC, 0)).toBeNull();
    expect(pictureSrcset(`/api/pictures/${HASH}-720w.jpg`, 720)).toBeNull();
    expect(pictureSrcset(`https://example.com/api/pictures/${HASH}.jpg`, 1600)).toBeNull();
    expect(pictureSrcset('/news/river.jpg', 800)).toBeNull();
  });
});

describe('withPictureSizes', () => {
  it("gives each of our pictures with a width its srcset and the place's sizes, keeping its src", () => {
    const html = `<p>Before</p><img src="${SRC}" alt="The match" width="1600" height="1200" /><p>After</p>`;
    expect(withPictureSizes(html, SIZES)).toBe(
      `<p>Before</p><img srcset="${pictureSrcset(SRC, 1600)}" sizes="${SIZES}" src="${SRC}" alt="The match" ` +
        `width="1600" height="1200" /><p>After</p>`,
    );
  });

  it('leaves alone a picture without a width (stored before sizes were known) and any other markup', () => {
    const html = `<img src="${SRC}" alt="Old" /><p>width="1600"</p><a href="${SRC}">link</a>`;
    expect(withPictureSizes(html, SIZES)).toBe(html);
  });

  it('handles every picture of a body, each by its own width', () => {
    const other = `/api/pictures/${'f'.repeat(32)}.jpg`;
    const html = `<img src="${SRC}" alt="" width="1600" height="900" /><img src="${other}" alt="" width="700" height="700" />`;
    const shown = withPictureSizes(html, SIZES);
    expect(shown.match(/srcset="[^"]*"/g)).toEqual([
      `srcset="${pictureSrcset(SRC, 1600)}"`,
      `srcset="${pictureSrcset(other, 700)}"`,
    ]);
  });
});
