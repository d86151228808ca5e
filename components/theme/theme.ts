'use client';

import { createTheme } from '@mui/material/styles';
import { siteConfig } from '@/lib/site-config';

/**
 * Devanagari hangs vowel signs above and below the line and is hard to read small, so Hindi
 * text (the Hindi site, and Hindi articles on the English one) gets more leading and no
 * text below 13 px. The selector matches by language, so the accessibility text sizes,
 * which scale the root font size, still apply.
 */
const HINDI = '&:lang(hi)';

/** The one theme. Colors are CSS variables so the color-mode body classes can swap them. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { main: siteConfig.colors.primary },
    secondary: { main: siteConfig.colors.secondary },
  },
  typography: {
    fontFamily: '"Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.25, [HINDI]: { lineHeight: 1.45 } },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3, [HINDI]: { lineHeight: 1.45 } },
    h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35, [HINDI]: { lineHeight: 1.5 } },
    h4: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.4, [HINDI]: { lineHeight: 1.5 } },
    body1: { lineHeight: 1.7, [HINDI]: { lineHeight: 1.8 } },
    body2: { [HINDI]: { fontSize: '0.9375rem', lineHeight: 1.7 } },
    caption: { [HINDI]: { fontSize: '0.8125rem', lineHeight: 1.6 } },
    // Spaced capitals mean nothing in Devanagari, and spacing pulls its joined letters apart.
    overline: { [HINDI]: { letterSpacing: 0, textTransform: 'none', fontSize: '0.875rem' } },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // primary.dark keeps links above 4.5:1 on the light grey bands too.
    MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
  },
});
