import { describe, expect, it } from 'vitest';
import { themeStylesheet } from '@/components/theme/theme-stylesheet';

describe('the theme stylesheet', () => {
  // The layout links components/theme/theme.css instead of letting MUI inline the same rules in
  // every page. After a change to the theme, `npx vitest run tests/theme/theme-stylesheet.test.ts -u`
  // writes the file anew.
  it('is the theme as it is now', async () => {
    await expect(themeStylesheet()).toMatchFileSnapshot('../../components/theme/theme.css');
  });

  it('holds both color schemes and the baseline', () => {
    const css = themeStylesheet();
    expect(css).toMatch(/^:root\{--mui-spacing:8px;/);
    expect(css).toContain(':root,.light{');
    expect(css).toContain('.dark{');
    expect(css).toContain('body{margin:0;color:var(--mui-palette-text-primary);');
  });
});
