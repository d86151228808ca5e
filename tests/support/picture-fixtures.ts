import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** EXIF orientation 6: the camera was turned, the picture is shown turned 90° clockwise. */
export const TURNED_CLOCKWISE = 6;

/**
 * A phone photo as cameras store them: a JPEG with the camera's make, the place it was taken
 * (GPS) and an orientation. Its left half is red and its right half blue, so a test can see
 * which way it was turned.
 */
export async function phonePhoto({ width = 4000, height = 3000, orientation = 1 } = {}): Promise<Buffer> {
  const left = await sharp({
    create: { width: Math.round(width / 2), height, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1', Copyright: 'Rohtas' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '84/1 1/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A picture in another format, from a plain coloured square. */
export const pictureAs = (format: 'png' | 'webp' | 'avif' | 'tiff', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

/** An animated GIF of two frames: green, then red. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 120, height: 80, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#00ff00'), await frame('#ff0000')], { join: { animated: true } })
    .gif({ loop: 0 })
    .toBuffer();
}

export const SVG_PICTURE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
);

/**
 * A PNG whose header claims `width`×`height` pixels, as a decompression bomb does: the header of a
 * real 1×1 PNG with its size (and the header's checksum) changed.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), chunk length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** How many entries the GPS part of an EXIF block has (0: none), read from the block itself. */
export function gpsEntries(exif: Buffer): number {
  const tiff = exif.subarray(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const first = u32(4);
  for (let i = 0; i < u16(first); i++) {
    const entry = first + 2 + i * 12;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8));
  }
  return 0;
}
