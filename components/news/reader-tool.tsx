import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Every tool of the reader's toolbar: a 44 px target, icon and words spaced alike. */
export const toolSx = { minWidth: 44, minHeight: 44, gap: 0.75, px: 1.25, flexShrink: 0 } as const;

/**
 * The tools that are plain buttons (search, alerts) look like the toggles beside them; search
 * open looks like a toggle that is on.
 */
export const actionToolSx = (on = false) =>
  ({
    ...toolSx,
    color: on ? 'text.primary' : 'action.active',
    bgcolor: on ? 'action.selected' : undefined,
    borderColor: 'divider',
    '&:hover': { borderColor: 'divider', bgcolor: 'action.hover' },
  }) as const;

/** The width from which the tools show their names in words; below it they are icons with a hint. */
export const TOOL_NAMES_FROM = 'sm';

/**
 * A tool's name. It is the button's accessible name at every width; on a phone it is hidden from
 * sight (the icon and its hint stand for it there), so the toolbar fits one row.
 */
export function ToolLabel({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={(theme: Theme) => ({
        [theme.breakpoints.down(TOOL_NAMES_FROM)]: {
          position: 'absolute',
          width: '1px',
          height: '1px',
          p: 0,
          m: '-1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      })}
    >
      {children}
    </Box>
  );
}
