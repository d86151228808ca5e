import createCache from '@emotion/cache';
import { css, type CSSObject } from '@emotion/react';
import { theme } from './theme';

/** MUI's CssBaseline as it renders for this theme (its style function is not exported). */
function baseline(): CSSObject {
  const color = (name: string) => `var(--mui-palette-${name})`;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: color('text-primary'),
      ...(theme.typography.body1 as CSSObject),
      backgroundColor: color('background-default'),
      '@media print': { backgroundColor: color('common-white') },
      '&::backdrop': { backgroundColor: color('background-default') },
    },
  };
}

/**
 * The theme's CSS variables (both color schemes) and MUI's baseline, as the text of a static
 * stylesheet. MUI would otherwise write them into every page as inline styles; as a file they
 * are fetched once and cached. components/theme/theme.css is this text, and a test keeps the two
 * the same. Uses emotion's own compiler, so the text is what MUI would have written; it needs a
 * DOM to write into (the tests' jsdom).
 */
export function themeStylesheet(): string {
  const container = document.createElement('div');
  const cache = createCache({ key: 'theme', container, speedy: false });
  for (const rule of [...theme.generateStyleSheets(), baseline()] as CSSObject[]) {
    cache.insert('', css(rule), cache.sheet, true);
  }
  // One rule a line, so that a change to the theme reads as a small diff.
  return [...container.children].map((style) => `${style.textContent}\n`).join('');
}
