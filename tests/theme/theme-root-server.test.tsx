// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '@/components/theme/theme-root';

describe('ThemeRoot on the server', () => {
  it('writes the theme’s variables for both schemes into the HTML', () => {
    const html = renderToString(
      <ThemeRoot>
        <p>Text</p>
      </ThemeRoot>,
    );
    expect(html).toContain('--mui-palette-primary-main');
    expect(html).toMatch(/\.dark[^{]*\{[^}]*--mui-palette-background-default/);
  });
});
