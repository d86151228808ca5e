'use client';

import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { forwardRef, type ElementType } from 'react';

/**
 * The header's text buttons. Built on ButtonBase rather than Button: Button brings its
 * loading spinner along, about 5 KiB on every page's first load for nothing used here.
 */
export const NavTextButton = forwardRef<
  HTMLButtonElement,
  ButtonBaseProps & { component?: ElementType; href?: string }
>(function NavTextButton({ sx, ...props }, ref) {
  return (
    <ButtonBase
      ref={ref}
      {...props}
      sx={[
        {
          px: 1.25,
          py: 0.75,
          gap: 0.5,
          borderRadius: 1,
          color: 'primary.main',
          fontWeight: 600,
          fontSize: '0.9375rem',
          lineHeight: 1.75,
          '&:hover': {
            bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-hoverOpacity))',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});
