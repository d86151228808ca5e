import { render } from '@testing-library/react';
import { GET } from '@/app/icons.svg/route';
import { ICON_PATHS } from '@/components/icons/icon-paths';
import { iconSpriteSvg } from '@/components/icons/icon-sprite';
import { SiteIcon, type SiteIconName } from '@/components/icons/site-icon';
import { ICON_SPRITE_PATH, ICON_SPRITE_URL } from '@/components/icons/sprite-url';

vi.mock('server-only', () => ({}));

const names = Object.keys(ICON_PATHS) as SiteIconName[];
const sprite = () => new DOMParser().parseFromString(iconSpriteSvg(), 'image/svg+xml');

describe('icons', () => {
  it('the sprite holds every icon once, as a 24×24 symbol of its paths', () => {
    const document = sprite();
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    const symbols = [...document.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(names.map((name) => `icon-${name}`));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      const name = symbol.id.replace('icon-', '') as SiteIconName;
      expect([...symbol.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([...ICON_PATHS[name]]);
    }
  });

  it('the sprite is served as SVG that browsers keep, its address versioned', async () => {
    const answer = GET();
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(iconSpriteSvg());
    expect(ICON_SPRITE_URL).toMatch(new RegExp(`^${ICON_SPRITE_PATH.replace('.', '\\.')}\\?v=[\\w-]+$`));
  });

  it.each(names)('the %s icon points to its symbol in the sprite and is hidden from assistive technology', (name) => {
    const { container } = render(<SiteIcon name={name} className="extra" />);
    const icon = container.querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(icon.getAttribute('class')).toContain('extra');
    const [address, id] = icon.querySelector('use')!.getAttribute('href')!.split('#');
    expect(address).toBe(ICON_SPRITE_URL);
    expect(sprite().getElementById(id!)?.tagName).toBe('symbol');
  });

  it("takes MUI's small or medium icon size, or the text's when none is named", () => {
    const classOf = (size?: 'small' | 'medium') =>
      render(<SiteIcon name="search" size={size} />)
        .container.querySelector('svg')!
        .getAttribute('class') ?? '';
    expect(classOf('small')).toMatch(/_small_/);
    expect(classOf('medium')).toMatch(/_medium_/);
    expect(classOf()).not.toMatch(/small|medium/);
  });
});
