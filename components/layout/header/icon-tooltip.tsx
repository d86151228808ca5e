import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A CSS-only tooltip for the medium-width icon buttons. The button carries the accessible
 * name; this label is the visual hint on hover and keyboard focus. It avoids MUI's Tooltip,
 * whose positioning engine would add about 10 KiB to every page's first load.
 */
export function IconTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > [data-tooltip], &:focus-within > [data-tooltip]': { opacity: 1, transform: 'translate(-50%, 0)' },
      }}
    >
      {children}
      <Box
        component="span"
        data-tooltip
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          mt: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          transform: 'translate(-50%, -4px)',
          transition: 'opacity 150ms, transform 150ms',
          zIndex: 'tooltip',
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
