'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import { useCurrentPath } from './use-current-path';
import type { NavModel } from './nav-model';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';
import { useHydrated } from '@/lib/use-hydrated';
import { MenuIcon } from './nav-icons';
import styles from './header-nav.module.css';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

export interface MobileNavLabels {
  open: string;
  close: string;
  title: string;
  /** Heading of the drawer's language choice. */
  language: string;
}

interface MobileNavProps {
  nav: NavModel;
  labels: MobileNavLabels;
  /** The server's menu for a page whose scripts never run (NoScriptMenu), shown until hydration. */
  children: ReactNode;
}

/** Below the medium breakpoint: a hamburger button and a left drawer (loaded on first use). */
export function MobileNav({ nav, labels, children }: MobileNavProps) {
  const hydrated = useHydrated();
  const pathname = useCurrentPath();
  // Remember where the drawer was opened so that navigating closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  // Loads the drawer's code on touch or focus, ahead of the click, unless the reader saves data.
  const loadEarly = useSaveDataForPrefetch() ? undefined : loadDrawer;
  const open = openedOn === pathname;

  if (!hydrated) return <div className={styles.mobileOnly}>{children}</div>;
  return (
    <div className={styles.mobileOnly}>
      <IconButton
        edge="start"
        color="primary"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={everOpened ? 'navigation-drawer' : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpenedOn(pathname);
        }}
        onTouchStart={loadEarly}
        onFocus={loadEarly}
      >
        <MenuIcon />
      </IconButton>
      {everOpened && (
        <MobileDrawer open={open} onClose={() => setOpenedOn(null)} nav={nav} labels={labels} pathname={pathname} />
      )}
    </div>
  );
}
