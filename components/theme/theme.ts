'use client';

import { createTheme, shouldSkipGeneratingVar, type TypographyVariantsOptions } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { siteConfig } from '@/lib/site-config';
import { COLOR_SCHEME_SELECTOR } from '@/lib/theme/color-scheme';

declare module '@mui/material/styles' {
  // Types theme.vars and the ThemeProvider props of a CSS-variables theme.
  interface CssThemeVariables {
    enabled: true;
  }
  interface ThemeOptions {
    /** Extra `font` shorthands, written out as `--mui-font-<name>` variables like the variants'. */
    font?: Record<string, string>;
  }
  interface TypeBackground {
    /** A quiet band that sets a section apart from the page (page headers, figures, notes). */
    band: string;
  }
}

/**
 * Devanagari hangs vowel signs above and below the line and is hard to read small, so Hindi
 * text (the Hindi site, and Hindi articles on the English one) gets more leading and no
 * text below 13 px. The selector matches by language, so the accessibility text sizes,
 * which scale the root font size, still apply.
 */
const HINDI = '&:lang(hi)';

const fontFamily = '"Noto Sans", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", sans-serif';

/** The text variants, and what Hindi text changes in each. */
const text = {
  h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.25 },
  h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 },
  h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
  h4: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.4 },
  body1: { lineHeight: 1.7 },
} satisfies Record<string, CSSProperties>;
const hindiText = {
  h1: { lineHeight: 1.45 },
  h2: { lineHeight: 1.45 },
  h3: { lineHeight: 1.5 },
  h4: { lineHeight: 1.5 },
  body1: { lineHeight: 1.8 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.7 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.6 },
  // Spaced capitals mean nothing in Devanagari, and spacing pulls its joined letters apart.
  overline: { letterSpacing: 0, textTransform: 'none', fontSize: '0.875rem' },
} satisfies Record<string, CSSProperties>;

const typography = {
  fontFamily,
  h1: { ...text.h1, [HINDI]: hindiText.h1 },
  h2: { ...text.h2, [HINDI]: hindiText.h2 },
  h3: { ...text.h3, [HINDI]: hindiText.h3 },
  h4: { ...text.h4, [HINDI]: hindiText.h4 },
  body1: { ...text.body1, [HINDI]: hindiText.body1 },
  body2: { [HINDI]: hindiText.body2 },
  caption: { [HINDI]: hindiText.caption },
  overline: { [HINDI]: hindiText.overline },
  button: { textTransform: 'none', fontWeight: 600 },
} satisfies TypographyVariantsOptions;

/**
 * What the stylesheets read from the theme beyond MUI's own `--mui-font-<variant>` shorthands,
 * written out as `--mui-font-<name>` CSS variables so the values live only here: each variant's
 * whole `font` as Hindi sets it (`<variant>-hi`, read under `:lang(hi)` by app/globals.css and the
 * modules), and the two largest headings' weight and leading (for a heading that sets its own size).
 */
function textVariables(): Record<string, string> {
  const { typography: resolved } = createTheme({ typography });
  const variables: Record<string, string> = {};
  for (const variant of Object.keys(hindiText) as (keyof typeof hindiText)[]) {
    const { fontWeight, fontSize, lineHeight } = { ...resolved[variant], ...hindiText[variant] };
    variables[`${variant}-hi`] = `${fontWeight} ${fontSize}/${lineHeight} ${fontFamily}`;
  }
  for (const heading of ['h1', 'h2'] as const) {
    variables[`${heading}-weight`] = String(text[heading].fontWeight);
    variables[`${heading}-leading`] = String(text[heading].lineHeight);
    variables[`${heading}-leading-hi`] = String(hindiText[heading].lineHeight);
  }
  return variables;
}

/**
 * The one theme, in a light and a dark scheme. Colors are CSS variables: the scheme class on
 * <html> (set before the first paint, see lib/theme) picks a set, and the color-mode body
 * classes swap some of them (app/globals.css).
 */
/**
 * MUI components the site does not use: their colour variables (both schemes) would come with every
 * page's HTML for nothing. A file that starts using one must take it off this list
 * (tests/theme/theme-variables.test.ts holds the list to the code).
 */
export const UNUSED_MUI_COMPONENTS = [
  'AppBar',
  'Avatar',
  'FilledInput',
  'LinearProgress',
  'Slider',
  'SpeedDialAction',
  'StepConnector',
  'StepContent',
  'Tooltip',
] as const;
const unusedComponents: readonly string[] = UNUSED_MUI_COMPONENTS;

export const theme = createTheme({
  cssVariables: {
    colorSchemeSelector: COLOR_SCHEME_SELECTOR,
    // MUI's own choice, and the unused components' colours.
    shouldSkipGeneratingVar: (keys) =>
      shouldSkipGeneratingVar(keys) || (keys[0] === 'palette' && unusedComponents.includes(keys[1] ?? '')),
  },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: siteConfig.colors.primary },
        secondary: { main: siteConfig.colors.secondary },
        background: { band: '#fafafa' },
      },
    },
    dark: {
      palette: {
        // Text uses the `dark` shades (links, headings), so in this scheme they are light
        // enough to read at 4.5:1 or more on the page, the bands and raised surfaces (dialogs).
        primary: { main: siteConfig.darkColors.primary, dark: siteConfig.darkColors.primaryDark },
        secondary: { main: siteConfig.darkColors.secondary },
        success: { main: '#66bb6a', dark: '#4caf50' },
        background: {
          default: siteConfig.darkColors.background,
          paper: siteConfig.darkColors.background,
          band: '#1c1f24',
        },
      },
    },
  },
  typography,
  font: textVariables(),
  components: {
    // primary.dark keeps links above 4.5:1 on the light grey bands too.
    MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
  },
});
