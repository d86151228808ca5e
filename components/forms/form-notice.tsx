'use client';

import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './form-notice.module.css';

// MUI's Alert loads with the first notice shown in the browser, not with the page: only something
// the person did can bring one up. A form fetches it ahead (while online) through this same loader.
export const loadAlert = () => import('@mui/material/Alert');
const Alert = dynamic(loadAlert, { ssr: false });

interface FormNoticeProps {
  severity: 'error' | 'warning' | 'info' | 'success';
  /** MUI's Alert is an alert whatever its severity; a notice that is not urgent says so. */
  role?: 'alert' | 'status';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A form's notice (errors to fix, not sent yet, a draft restored, sent). In the browser, MUI's
 * Alert; in the server's page for a form posted without scripts, a plain paragraph drawn alike.
 */
export function FormNotice({ severity, role = 'alert', sx, children }: FormNoticeProps) {
  if (useHydrated()) {
    return (
      <Alert severity={severity} role={role} sx={sx}>
        {children}
      </Alert>
    );
  }
  return (
    <Box component="p" role={role} className={`${styles.notice} ${styles[severity]}`} sx={sx}>
      {children}
    </Box>
  );
}
