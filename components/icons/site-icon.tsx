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
 * HTML carries the icons' shapes. `size` gives it MUI's small (20 px) or medium (24 px) icon size
 * instead of the text's; `className` sets its size (font-size), color and spacing.
 */
export function SiteIcon({
  name,
  size,
  className,
}: {
  name: SiteIconName;
  size?: 'small' | 'medium';
  className?: string;
}) {
  const classes = [styles.icon, size && styles[size], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_URL}#${iconSymbolId(name)}`} />
    </svg>
  );
}
