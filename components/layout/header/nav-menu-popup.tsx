'use client';

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from '@/components/next-link';
import { isCurrentPath } from '@/lib/navigation';
import type { NavLinkItem } from './nav-model';

interface NavMenuPopupProps {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement;
  open: boolean;
  onClose: () => void;
  items: NavLinkItem[];
  pathname: string;
}

export default function NavMenuPopup({ id, labelledBy, anchorEl, open, onClose, items, pathname }: NavMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {items.map((item) => {
        const current = isCurrentPath(item.href, pathname);
        return (
          <MenuItem
            key={item.id}
            component={NextLink}
            href={item.href}
            onClick={onClose}
            selected={current}
            aria-current={current ? 'page' : undefined}
          >
            {item.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
