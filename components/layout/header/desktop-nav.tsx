'use client';

import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { IconTooltip } from '@/components/icons/icon-tooltip';
import NextLink from '@/components/next-link';
import { useCurrentPath } from './use-current-path';
import { isCurrentPath } from '@/lib/navigation';
import type { NavModel } from './nav-model';
import { NavIcon } from './nav-icons';
import { NavDropdown } from './nav-dropdown';
import { iconEntrySx, textEntrySx } from './nav-button-styles';
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
            <Button
              component={NextLink}
              href={item.href}
              size="large"
              aria-current={current(item.href)}
              sx={textEntrySx}
            >
              {item.label}
            </Button>
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
              <IconButton
                component={NextLink}
                href={item.href}
                color="primary"
                aria-label={item.label}
                aria-current={current(item.href)}
                sx={iconEntrySx}
              >
                {item.icon && <NavIcon name={item.icon} />}
              </IconButton>
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
