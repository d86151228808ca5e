'use client';

import { IconTooltip } from '@/components/icons/icon-tooltip';
import NextLink from '@/components/next-link';
import { useCurrentPath } from './use-current-path';
import { isCurrentPath } from '@/lib/navigation';
import type { NavModel } from './nav-model';
import { NavIcon } from './nav-icons';
import { NavDropdown } from './nav-dropdown';
import styles from './header-nav.module.css';

/**
 * Text entries at large widths, icon entries with tooltips at medium widths. The entries that
 * go to a page are links, static layout drawn from the theme's variables; the entries that open
 * a menu are MUI buttons (NavDropdown).
 */
export function DesktopNav({ nav }: { nav: NavModel }) {
  const pathname = useCurrentPath();
  const current = (href: string) => (isCurrentPath(href, pathname) ? 'page' : undefined);
  return (
    <>
      <ul className={`${styles.list} ${styles.textList}`}>
        {nav.topLevel.map((item) => (
          <li key={item.id}>
            <NextLink href={item.href} className={styles.textEntry} aria-current={current(item.href)}>
              {item.label}
            </NextLink>
          </li>
        ))}
        {nav.menus.map((menu) => (
          <li key={menu.id}>
            <NavDropdown menu={menu} variant="text" />
          </li>
        ))}
      </ul>
      <ul className={`${styles.list} ${styles.iconList}`}>
        {nav.topLevel.map((item) => (
          <li key={item.id}>
            <IconTooltip title={item.label}>
              <NextLink
                href={item.href}
                className={styles.iconEntry}
                aria-label={item.label}
                aria-current={current(item.href)}
              >
                {item.icon && <NavIcon name={item.icon} />}
              </NextLink>
            </IconTooltip>
          </li>
        ))}
        {nav.menus.map((menu) => (
          <li key={menu.id}>
            <NavDropdown menu={menu} variant="icon" />
          </li>
        ))}
      </ul>
    </>
  );
}
