import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Where the hint sits under its button: centred, or flush with its start or end edge near the page's sides. */
type TooltipAlign = 'center' | 'start' | 'end';

const placement = {
  center: { left: '50%', shift: '-50%' },
  start: { left: 0, shift: '0' },
  end: { right: 0, shift: '0' },
} as const;

/**
 * A CSS-only tooltip for icon buttons. The button carries the accessible name; this label is
 * the visual hint on hover and focus (on a touch screen, after a tap). It avoids MUI's Tooltip,
 * whose positioning engine would add about 10 KiB to every page's first load. `side` puts it
 * above the button where what opens below must stay clear; `hiddenFrom` drops it from a width
 * on, where the button shows its name in words.
 */
export function IconTooltip({
  title,
  align = 'center',
  side = 'bottom',
  hiddenFrom,
  children,
}: {
  title: string;
  align?: TooltipAlign;
  side?: 'bottom' | 'top';
  hiddenFrom?: Breakpoint;
  children: ReactNode;
}) {
  const { shift, ...edge } = placement[align];
  const shown = { opacity: 1, transform: `translate(${shift}, 0)` };
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        // A touch screen keeps "hover" after a tap; there the focus shows the hint instead.
        '@media (hover: hover)': { '&:hover > [data-tooltip]': shown },
        '&:focus-within > [data-tooltip]': shown,
      }}
    >
      {children}
      <Box
        component="span"
        data-tooltip
        aria-hidden="true"
        sx={{
          ...edge,
          position: 'absolute',
          ...(side === 'bottom' ? { top: '100%', mt: 0.5 } : { bottom: '100%', mb: 0.5 }),
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          transform: `translate(${shift}, ${side === 'bottom' ? -4 : 4}px)`,
          transition: 'opacity 150ms, transform 150ms',
          zIndex: 'tooltip',
          display: hiddenFrom ? { [hiddenFrom]: 'none' } : undefined,
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
