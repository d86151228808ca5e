'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { IconTooltip } from '@/components/icons/icon-tooltip';
import NextLink from '@/components/next-link';
import { useCurrentPath } from './use-current-path';
import { isCurrentPath } from '@/lib/navigation';
import type { NavModel } from './nav-model';
import { NavIcon } from './nav-icons';
import { NavDropdown } from './nav-dropdown';
import { NavTextButton } from './nav-text-button';

/** Text buttons at large widths, icon buttons with tooltips at medium widths. */
export function DesktopNav({ nav }: { nav: NavModel }) {
  const pathname = useCurrentPath();
  return (
    <>
      <Box component="ul" sx={{ ...listSx, display: { xs: 'none', lg: 'flex' } }}>
        {nav.topLevel.map((item) => (
          <li key={item.id}>
            <NavTextButton
              component={NextLink}
              href={item.href}
              aria-current={isCurrentPath(item.href, pathname) ? 'page' : undefined}
              sx={currentSx}
            >
              {item.label}
            </NavTextButton>
          </li>
        ))}
        {nav.menus.map((menu) => (
          <li key={menu.id}>
            <NavDropdown menu={menu} variant="text" />
          </li>
        ))}
      </Box>
      <Box component="ul" sx={{ ...listSx, display: { xs: 'none', md: 'flex', lg: 'none' } }}>
        {nav.topLevel.map((item) => (
          <li key={item.id}>
            <IconTooltip title={item.label}>
              <IconButton
                component={NextLink}
                href={item.href}
                aria-label={item.label}
                aria-current={isCurrentPath(item.href, pathname) ? 'page' : undefined}
                color="primary"
                sx={currentSx}
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
      </Box>
    </>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, gap: 0.5, alignItems: 'center' } as const;

/** The current page is marked by more than color: a bar under it. */
const currentSx = {
  '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;
