'use client';

import { IconTooltip } from '@/components/icons/icon-tooltip';
import NextLink from '@/components/next-link';
import { useCurrentPath } from './use-current-path';
import { isCurrentPath } from '@/lib/navigation';
import type { NavModel } from './nav-model';
import { NavIcon } from './nav-icons';
import { NavDropdown } from './nav-dropdown';
import button from '@/components/theme/button.module.css';
import styles from './header-nav.module.css';

/** Text buttons at large widths, icon buttons with tooltips at medium widths. */
export function DesktopNav({ nav }: { nav: NavModel }) {
  const pathname = useCurrentPath();
  const current = (href: string) => (isCurrentPath(href, pathname) ? 'page' : undefined);
  return (
    <>
      <ul className={`${styles.list} ${styles.textList}`}>
        {nav.topLevel.map((item) => (
          <li key={item.id}>
            <NextLink href={item.href} aria-current={current(item.href)} className={styles.textButton}>
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
                aria-label={item.label}
                aria-current={current(item.href)}
                className={`${button.iconButton} ${styles.iconButton}`}
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
