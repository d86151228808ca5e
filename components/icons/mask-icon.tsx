import styles from './mask-icon.module.css';

/** The icons of mask-icon.module.css, each a class of that name there. */
export type MaskIconName =
  | 'home'
  | 'survey'
  | 'blog'
  | 'admin'
  | 'rufc'
  | 'membership'
  | 'about'
  | 'expandMore'
  | 'menu'
  | 'accessibility'
  | 'accessTime'
  | 'phone'
  | 'place'
  | 'facebook'
  | 'instagram'
  | 'youTube'
  | 'x'
  | 'social'
  | 'educational'
  | 'cultural'
  | 'info'
  | 'bookmark'
  | 'bookmarkBorder';

/**
 * A decorative icon of 1em in the current color, for server and client components alike: an
 * empty SVG box that mask-icon.module.css paints with the icon's shape. `className` sets its
 * size (font-size) and spacing.
 */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  const classes = `${styles.icon} ${styles[name]}${className ? ` ${className}` : ''}`;
  return <svg className={classes} aria-hidden="true" focusable="false" />;
}
