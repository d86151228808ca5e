'use client';

import { useState, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { IconTooltip } from '@/components/icons/icon-tooltip';
import { useCurrentPath } from './use-current-path';
import { isCurrentPath } from '@/lib/navigation';
import type { NavGroup } from './nav-model';
import { ExpandMoreIcon, NavIcon } from './nav-icons';
import styles from './header-nav.module.css';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';

// The menu's popup code loads on first use, keeping it out of every page's first load.
const loadMenuPopup = () => import('./nav-menu-popup');
const NavMenuPopup = dynamic(loadMenuPopup, { ssr: false });

interface OpenState {
  anchor: HTMLElement;
  /** The page the menu was opened on: navigating elsewhere closes it. */
  pathname: string;
}

export function NavDropdown({ menu, variant }: { menu: NavGroup; variant: 'text' | 'icon' }) {
  const pathname = useCurrentPath();
  const [state, setState] = useState<OpenState | null>(null);
  const open = state !== null && state.pathname === pathname;
  const buttonId = `${menu.id}-${variant}-menu-button`;
  const menuId = `${menu.id}-${variant}-menu`;
  // Loads the popup's code on hover or focus, ahead of the click, unless the reader saves data.
  const loadEarly = useSaveDataForPrefetch() ? undefined : loadMenuPopup;
  const containsCurrent = menu.items.some((item) => isCurrentPath(item.href, pathname));

  const openMenu = (event: MouseEvent<HTMLElement>) => setState({ anchor: event.currentTarget, pathname });
  const close = () => setState(null);
  const common = {
    id: buttonId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: openMenu,
    onMouseEnter: loadEarly,
    onFocus: loadEarly,
    'data-current-section': containsCurrent || undefined,
  };

  return (
    <>
      {variant === 'text' ? (
        <Button {...common} size="large" className={styles.menuEntry}>
          {menu.label}
          <ExpandMoreIcon />
        </Button>
      ) : (
        <IconTooltip title={menu.label}>
          <IconButton {...common} color="primary" aria-label={menu.label}>
            {menu.icon && <NavIcon name={menu.icon} />}
          </IconButton>
        </IconTooltip>
      )}
      {state && (
        <NavMenuPopup
          id={menuId}
          labelledBy={buttonId}
          anchorEl={state.anchor}
          open={open}
          onClose={close}
          items={menu.items}
          pathname={pathname}
        />
      )}
    </>
  );
}
