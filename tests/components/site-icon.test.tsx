import { render } from '@testing-library/react';
import { ICON_PATHS } from '@/components/icons/icon-paths';
import { IconSprite } from '@/components/icons/icon-sprite';
import { SiteIcon, type SiteIconName } from '@/components/icons/site-icon';

vi.mock('server-only', () => ({}));

const names = Object.keys(ICON_PATHS) as SiteIconName[];

describe('icons', () => {
  it('the sprite holds every icon once, as a 24×24 symbol of its paths', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.querySelector('svg')!;
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(names.map((name) => `icon-${name}`));
    for (const symbol of symbols) {
      expect(symbol).toHaveAttribute('viewBox', '0 0 24 24');
      const name = symbol.id.replace('icon-', '') as SiteIconName;
      expect([...symbol.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([...ICON_PATHS[name]]);
    }
  });

  it.each(names)('the %s icon points to its symbol in the sprite and is hidden from assistive technology', (name) => {
    const { container } = render(
      <>
        <IconSprite />
        <SiteIcon name={name} className="extra" />
      </>,
    );
    const icon = container.querySelectorAll('svg')[1]!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(icon.getAttribute('class')).toContain('extra');
    const href = icon.querySelector('use')!.getAttribute('href')!;
    expect(container.querySelector(href)?.tagName).toBe('symbol');
  });
});
