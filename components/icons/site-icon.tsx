import type { ICON_PATHS } from './icon-paths';
import { ICON_SPRITE_URL } from './sprite-url';
import styles from './site-icon.module.css';

/** The icons the sprite holds (icon-paths.ts), by name. */
export type SiteIconName = keyof typeof ICON_PATHS;

/** The id of an icon's symbol in the sprite. */
export const iconSymbolId = (name: SiteIconName) => `icon-${name}`;

/**
 * A decorative icon of 1em in the current color, for server and client components alike: it
 * points to its symbol in the site's sprite (icon-sprite.ts), so neither a script nor a page's
 * HTML carries the icons' shapes. `className` sets its size (font-size) and spacing.
 */
export function SiteIcon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <svg className={className ? `${styles.icon} ${className}` : styles.icon} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_URL}#${iconSymbolId(name)}`} />
    </svg>
  );
}
