'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SaveState } from './use-post-autosave';

const SEVERITY: Record<SaveState, 'success' | 'info' | 'warning' | 'error'> = {
  notStarted: 'info',
  pending: 'info',
  saving: 'info',
  saved: 'success',
  offline: 'warning',
  signedOut: 'error',
  failed: 'error',
};

/**
 * Where the typed text is, in words, with a way to try again when it did not reach the server.
 * Told politely (a status, not MUI's default alert): it changes with every pause in typing.
 */
export function SaveStatus({
  state,
  text,
  retryText,
  onRetry,
}: {
  state: SaveState;
  text: string;
  retryText: string;
  onRetry: () => void;
}) {
  const stuck = state === 'offline' || state === 'signedOut' || state === 'failed';
  return (
    <div role="status">
      <Alert
        role="none"
        severity={SEVERITY[state]}
        action={
          stuck && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {retryText}
            </Button>
          )
        }
      >
        {text}
      </Alert>
    </div>
  );
}
