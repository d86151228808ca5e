import type { ReactNode } from 'react';
import styles from './header-nav.module.css';

/**
 * A CSS-only tooltip for the medium-width icon buttons. The button carries the accessible
 * name; this label is the visual hint on hover and keyboard focus. It avoids MUI's Tooltip,
 * whose positioning engine would add about 10 KiB to every page's first load.
 */
export function IconTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className={styles.tooltipAnchor}>
      {children}
      <span className={styles.tooltip} data-tooltip aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
