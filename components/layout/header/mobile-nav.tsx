'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useCurrentPath } from './use-current-path';
import type { NavModel } from './nav-model';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

export interface MobileNavLabels {
  open: string;
  close: string;
  title: string;
  /** Heading of the drawer's language choice. */
  language: string;
}

/** Below the medium breakpoint: a hamburger button and a left drawer (loaded on first use). */
export function MobileNav({ nav, labels }: { nav: NavModel; labels: MobileNavLabels }) {
  const pathname = useCurrentPath();
  // Remember where the drawer was opened so that navigating closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  // Loads the drawer's code on touch or focus, ahead of the click, unless the reader saves data.
  const loadEarly = useSaveDataForPrefetch() ? undefined : loadDrawer;
  const open = openedOn === pathname;

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        edge="start"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={everOpened ? 'navigation-drawer' : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpenedOn(pathname);
        }}
        onTouchStart={loadEarly}
        onFocus={loadEarly}
        color="primary"
      >
        <MenuIcon />
      </IconButton>
      {everOpened && (
        <MobileDrawer open={open} onClose={() => setOpenedOn(null)} nav={nav} labels={labels} pathname={pathname} />
      )}
    </Box>
  );
}
