import type { Locale } from '@/lib/i18n/locales';

/**
 * The self-hosted font files (copied from the @fontsource npm packages into public/fonts by
 * scripts/copy-fonts.mjs). Stable URLs let the layout preload the ones the first paint needs.
 */
export const fontFiles = {
  latin: {
    package: '@fontsource/noto-sans',
    weights: [400, 600, 700],
    file: (weight: number) => `noto-sans-latin-${weight}-normal.woff2`,
  },
  devanagari: {
    package: '@fontsource/noto-sans-devanagari',
    weights: [400, 600],
    file: (weight: number) => `noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  },
} as const;

export const fontUrl = (script: keyof typeof fontFiles, weight: number) => `/fonts/${fontFiles[script].file(weight)}`;

/** Pages whose first screen is Hindi (the news reader, every Hindi page) preload this. */
export const devanagariFont = fontUrl('devanagari', 400);

/**
 * Text of the first screen. English: body copy and bold headings. Hindi: Devanagari body
 * copy, and Latin for digits and names; Devanagari headings swap in from the 600 file.
 */
export function criticalFonts(locale: Locale): string[] {
  return locale === 'hi' ? [devanagariFont, fontUrl('latin', 400)] : [fontUrl('latin', 400), fontUrl('latin', 700)];
}
