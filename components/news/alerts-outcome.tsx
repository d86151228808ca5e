'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import styles from './alerts-outcome.module.css';

export type AlertsOutcome = { severity: 'success' | 'error'; text: string };

/** What came of asking for news alerts, shown for 8 seconds. Its code loads with the first answer. */
export function AlertsOutcomeSnackbar({ outcome, onClose }: { outcome: AlertsOutcome; onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={8000} onClose={onClose}>
      <Alert severity={outcome.severity} onClose={onClose} variant="filled" className={styles.outcome}>
        {outcome.text}
      </Alert>
    </Snackbar>
  );
}
