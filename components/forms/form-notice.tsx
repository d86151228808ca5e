'use client';

import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
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
  /** Its place among the form's parts (a margin), from the form's module. */
  className?: string;
  children: ReactNode;
}

/**
 * A form's notice (errors to fix, not sent yet, a draft restored, sent). In the browser, MUI's
 * Alert; in the server's page for a form posted without scripts, a plain paragraph drawn alike.
 */
export function FormNotice({ severity, role = 'alert', className, children }: FormNoticeProps) {
  if (useHydrated()) {
    return (
      <Alert severity={severity} role={role} className={className}>
        {children}
      </Alert>
    );
  }
  return (
    <p role={role} className={[styles.notice, styles[severity], className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
