'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './event-actions.module.css';

interface ShareElsewhereLabels {
  share: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * For a reader without WhatsApp: the phone's own share sheet where it has one, and a copy of the
 * message to paste anywhere. Neither exists without scripts, so neither is offered before the page
 * is live; the WhatsApp link beside them always is.
 */
export function ShareElsewhere({
  title,
  message,
  labels,
}: {
  title: string;
  message: string;
  labels: ShareElsewhereLabels;
}) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  if (!hydrated) return null;
  const canShare = typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title, text: message });
    } catch {
      // The reader closed the share sheet: nothing to say.
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setStatus(labels.copied);
    } catch {
      setStatus(labels.copyFailed);
    }
  };

  return (
    <>
      {canShare && (
        <Button variant="outlined" onClick={share}>
          {labels.share}
        </Button>
      )}
      <Button variant="outlined" onClick={copy}>
        {labels.copy}
      </Button>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </>
  );
}
