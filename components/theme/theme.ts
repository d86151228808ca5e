'use client';

import { createTheme } from '@mui/material/styles';
import { siteConfig } from '@/lib/site-config';

/** The one theme. Colors are CSS variables so the color-mode body classes can swap them. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { main: siteConfig.colors.primary },
    secondary: { main: siteConfig.colors.secondary },
  },
  typography: {
    fontFamily: '"Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.4 },
    body1: { lineHeight: 1.7 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // primary.dark keeps links above 4.5:1 on the light grey bands too.
    MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
  },
});
