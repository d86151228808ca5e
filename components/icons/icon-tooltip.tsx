import type { ReactNode } from 'react';
import styles from './icon-tooltip.module.css';

/** Where the hint sits under its button: centred, or flush with its start or end edge near the page's sides. */
type TooltipAlign = 'center' | 'start' | 'end';

/** The widths from which a button shows its name in words (the theme's breakpoints). */
const hiddenFromClass = { sm: styles.hiddenFromSm, md: styles.hiddenFromMd, lg: styles.hiddenFromLg } as const;

/**
 * A CSS-only tooltip for icon buttons. The button carries the accessible name; this label is
 * the visual hint on hover and focus (on a touch screen, after a tap). It avoids MUI's Tooltip,
 * whose positioning engine would add about 10 KiB to every page's first load, and it is static
 * layout: no style is computed while the page hydrates. `side` puts it above the button where
 * what opens below must stay clear; `hiddenFrom` drops it from a width on, where the button
 * shows its name in words.
 */
export function IconTooltip({
  title,
  align = 'center',
  side = 'bottom',
  hiddenFrom,
  children,
}: {
  title: string;
  align?: TooltipAlign;
  side?: 'bottom' | 'top';
  hiddenFrom?: keyof typeof hiddenFromClass;
  children: ReactNode;
}) {
  const hintClasses = [
    styles.hint,
    side === 'top' && styles.top,
    align !== 'center' && styles[align],
    hiddenFrom && hiddenFromClass[hiddenFrom],
  ];
  return (
    <span className={styles.anchor}>
      {children}
      <span className={hintClasses.filter(Boolean).join(' ')} data-tooltip aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
