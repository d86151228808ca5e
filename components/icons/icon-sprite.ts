import 'server-only';
import { ICON_PATHS } from './icon-paths';
import { iconSymbolId, type SiteIconName } from './site-icon';

/**
 * Every icon's shape once, as symbols that each SiteIcon points to: the SVG file served at
 * ICON_SPRITE_PATH (app/icons.svg). The browser fetches it once, alongside the first page, and
 * keeps it; a page's HTML carries no shapes.
 */
export function iconSpriteSvg(): string {
  const symbols = (Object.entries(ICON_PATHS) as [SiteIconName, readonly string[]][]).map(
    ([name, paths]) =>
      `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${paths.map((d) => `<path d="${d}"/>`).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
