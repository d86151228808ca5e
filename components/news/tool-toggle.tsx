'use client';

import { createContext, useContext, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import styles from './tool-toggle.module.css';
import { toolSx } from './reader-tool';
import { useRovingFocus } from './use-roving-focus';

type ToggleColor = 'standard' | 'primary';

/** The tab stops of the group a toggle is in; none outside a group. */
const GroupTabIndex = createContext<((value: string) => number) | null>(null);

/** Background of a pressed toggle, over hover's when hovered, in the color it is pressed in. */
const pressedBg = (channel: string, hovered: boolean) =>
  `rgba(var(${channel}) / ${hovered ? 'calc(var(--mui-palette-action-selectedOpacity) + var(--mui-palette-action-hoverOpacity))' : 'var(--mui-palette-action-selectedOpacity)'})`;

/** MUI's small ToggleButton (outline, colors, pressed and hovered) on the Button the toolbar loads anyway. */
const toggleSx = (color: ToggleColor, borderless: boolean) => {
  const channel = color === 'primary' ? '--mui-palette-primary-mainChannel' : '--mui-palette-text-primaryChannel';
  return {
    ...toolSx,
    py: '7px',
    fontSize: '0.8125rem',
    color: 'action.active',
    borderColor: 'divider',
    ...(borderless && { border: 0 }),
    // On a touch screen a tapped button keeps "hover": there it looks as it would untouched.
    '&:hover': { borderColor: 'divider', bgcolor: 'transparent' },
    '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
    '&[aria-pressed="true"]': {
      color: color === 'primary' ? 'primary.main' : 'text.primary',
      bgcolor: pressedBg(channel, false),
      '@media (hover: hover)': { '&:hover': { bgcolor: pressedBg(channel, true) } },
    },
  } as const;
};

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
      sx={toggleSx(color, borderless)}
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
