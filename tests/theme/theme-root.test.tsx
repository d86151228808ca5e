import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '@/components/theme/theme-root';

/** Every stylesheet text in the document. */
const documentStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('ThemeRoot in the browser', () => {
  it('does not compute the theme’s variable sheet again while the page hydrates', () => {
    render(
      <ThemeRoot>
        <p>Text</p>
      </ThemeRoot>,
    );
    expect(documentStyles()).not.toContain('--mui-palette-primary-main');
  });
});
