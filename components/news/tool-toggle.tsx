'use client';

import { createContext, useContext, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import styles from './tool-toggle.module.css';
import { useRovingFocus } from './use-roving-focus';

type ToggleColor = 'standard' | 'primary';

/** The tab stops of the group a toggle is in; none outside a group. */
const GroupTabIndex = createContext<((value: string) => number) | null>(null);

interface ToolToggleProps {
  value: string;
  pressed: boolean;
  onClick: () => void;
  /** Pressed, a standard toggle takes the text's color; a primary one the theme's primary. */
  color?: ToggleColor;
  /** Without its outline: a toggle on its own beside the category tabs. */
  borderless?: boolean;
  'aria-label'?: string;
  title?: string;
  children: ReactNode;
}

/**
 * A button that stays pressed (aria-pressed), looking as MUI's ToggleButton; in a ToolGroup it is
 * one of the group's arrow-key stops. MUI's ToggleButton and ToggleButtonGroup bring about 3 KiB
 * gzip to the page; this reuses the Button the toolbar's search already loads.
 */
export function ToolToggle({ pressed, color = 'standard', borderless = false, ...props }: ToolToggleProps) {
  const tabIndex = useContext(GroupTabIndex);
  return (
    <Button
      variant="outlined"
      aria-pressed={pressed}
      tabIndex={tabIndex?.(props.value)}
      className={[styles.toggle, color === 'primary' && styles.primary, borderless && styles.borderless]
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
}

/**
 * Toggles joined into one outlined row (role group, as MUI's ToggleButtonGroup), one stop of the
 * Tab key with the arrow keys between them; the stop starts on `first`. Each toggle may sit in its
 * hint (IconTooltip).
 */
export function ToolGroup({ label, first, children }: { label?: string; first: string; children: ReactNode }) {
  const { rowProps, tabIndex } = useRovingFocus(first);
  return (
    <div role="group" aria-label={label} className={styles.group} {...rowProps}>
      <GroupTabIndex.Provider value={tabIndex}>{children}</GroupTabIndex.Provider>
    </div>
  );
}
