/**
 * The picture formats we pass on: raster images a browser shows in <img> and the image
 * optimiser reads. SVG is left out on purpose: it is a document that can carry scripts.
 */
export const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export type RasterType = (typeof RASTER_TYPES)[number];

/** Names some servers use for the same formats. */
const DECLARED_ALIASES: Record<string, RasterType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/** The raster type a Content-Type header declares ("image/png; charset=…" → image/png), else null. */
export function declaredRasterType(header: string | undefined): RasterType | null {
  const media = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  if ((RASTER_TYPES as readonly string[]).includes(media)) return media as RasterType;
  return DECLARED_ALIASES[media] ?? null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The raster type the bytes themselves are, by their opening signature, else null. */
export function sniffRasterType(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  ) {
    return 'image/avif';
  }
  return null;
}
