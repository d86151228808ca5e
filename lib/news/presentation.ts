import type { ImageSize } from './types';

/** Image presentation by position in the list (spec 5). */
export type Presentation = 'featured' | 'thumbnail' | 'regular';

export const PRESENTATION_SIZES: Record<Presentation, ImageSize> = {
  featured: { width: 800, height: 400 },
  thumbnail: { width: 200, height: 120 },
  regular: { width: 400, height: 225 },
};

export function presentationFor(index: number): Presentation {
  if (index === 0) return 'featured';
  if (index >= 1 && index <= 3) return 'thumbnail';
  return 'regular';
}

export const imageSizeFor = (index: number): ImageSize => PRESENTATION_SIZES[presentationFor(index)];

/** The locally generated grey "News" picture at a given size. */
export const placeholderUrl = ({ width, height }: ImageSize): string => `/api/placeholder/${width}x${height}`;

export const PLACEHOLDER_LIMITS = { minSide: 16, maxSide: 2000 } as const;

export function parsePlaceholderSize(value: string): ImageSize | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const ok = (n: number) => n >= PLACEHOLDER_LIMITS.minSide && n <= PLACEHOLDER_LIMITS.maxSide;
  return ok(width) && ok(height) ? { width, height } : null;
}
