'use client';

import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import workspace from './workspace.module.css';

type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

/**
 * Code or labels loaded when a screen is first shown (the team's screens are not sent with the
 * login page): what `load` gives, a line saying it is loading, or, when it fails (no
 * connection), `failedText` with a button to try again.
 */
export function LoadedOnDemand<T>({
  load,
  loadingText,
  failedText,
  retryText,
  children,
}: {
  /** Runs again when it changes: pass a function that is the same for the same thing to load. */
  load: () => Promise<T>;
  loadingText: ReactNode;
  failedText: ReactNode;
  retryText: string;
  children: (value: T) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setLoaded({ kind: 'ready', value }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  if (loaded.kind === 'loading') {
    return (
      <p role="status" className={workspace.text}>
        {loadingText}
      </p>
    );
  }
  if (loaded.kind === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setLoaded({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {retryText}
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  }
  return children(loaded.value);
}
