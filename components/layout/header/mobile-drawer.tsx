'use client';

import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { SiteIcon } from '@/components/icons/site-icon';
import NextLink from '@/components/next-link';
import { isCurrentPath } from '@/lib/navigation';
import type { NavLinkItem, NavModel } from './nav-model';
import type { MobileNavLabels } from './mobile-nav';
import { NavIcon } from './nav-icons';
import { useLanguageLinks } from './use-language-links';
import styles from './mobile-drawer.module.css';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  nav: NavModel;
  labels: MobileNavLabels;
  pathname: string;
}

export default function MobileDrawer({ open, onClose, nav, labels, pathname }: MobileDrawerProps) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const languages = useLanguageLinks(nav.locale);

  const link = (item: NavLinkItem, nested: boolean) => {
    const current = isCurrentPath(item.href, pathname);
    return (
      <ListItem key={item.id} disablePadding>
        <ListItemButton
          component={NextLink}
          href={item.href}
          onClick={onClose}
          selected={current}
          aria-current={current ? 'page' : undefined}
          className={nested ? styles.nested : undefined}
        >
          {item.icon && (
            <ListItemIcon className={styles.icon}>
              <NavIcon name={item.icon} />
            </ListItemIcon>
          )}
          <ListItemText primary={item.label} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Drawer
      id="navigation-drawer"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { className: styles.drawer, 'aria-label': labels.title } }}
    >
      <div className={styles.top}>
        <p className={styles.title}>{labels.title}</p>
        <IconButton aria-label={labels.close} onClick={onClose}>
          <SiteIcon name="close" size="medium" />
        </IconButton>
      </div>
      <hr className={styles.rule} />
      <nav aria-label={labels.title}>
        <List>{nav.topLevel.map((item) => link(item, false))}</List>
        <hr className={styles.rule} />
        <List>
          {nav.drawerGroups.map((group) => {
            const isOpen = expanded[group.id] ?? false;
            const listId = `drawer-group-${group.id}`;
            return (
              <li key={group.id}>
                <ListItemButton
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded((prev) => ({ ...prev, [group.id]: !isOpen }))}
                >
                  <ListItemText primary={group.label} />
                  <SiteIcon name={isOpen ? 'expandLess' : 'expandMore'} size="medium" />
                </ListItemButton>
                <Collapse in={isOpen} timeout="auto" unmountOnExit>
                  <List id={listId} disablePadding>
                    {group.items.map((item) => link(item, true))}
                  </List>
                </Collapse>
              </li>
            );
          })}
        </List>
        <hr className={styles.rule} />
        <p id="drawer-language-heading" className={styles.languageHeading}>
          {labels.language}
        </p>
        <List aria-labelledby="drawer-language-heading" className={styles.languages}>
          {languages.map((language) => (
            <ListItem key={language.locale} disablePadding>
              <ListItemButton
                component="a"
                href={language.href}
                hrefLang={language.locale}
                lang={language.locale}
                onClick={language.onClick}
                selected={language.current}
                aria-current={language.current ? 'true' : undefined}
              >
                <ListItemText primary={language.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
