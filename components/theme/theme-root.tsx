'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from './theme';

/**
 * MUI's theme and baseline. The theme's CSS variables (both schemes, about 22 KB) are written
 * once, into the server's HTML; the browser keeps that sheet and does not compute it again
 * while the page hydrates, which on a slow phone took a long task of its own.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      colorSchemeNode={null}
      storageManager={null}
      disableStyleSheetGeneration={typeof window !== 'undefined'}
    >
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
