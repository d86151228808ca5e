'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslations } from 'next-intl';
import type { AlertsOutcome } from './alerts-outcome';

const loadOutcome = () => import('./alerts-outcome');
const AlertsOutcomeSnackbar = dynamic(() => loadOutcome().then((m) => m.AlertsOutcomeSnackbar), { ssr: false });

/** "Get news alerts": asks for notification permission, then signs the device up for push. */
export function AlertsButton() {
  const t = useTranslations('News.alerts');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AlertsOutcome | null>(null);

  const enable = async () => {
    setBusy(true);
    // Firebase Messaging, and the code that shows the answer, load only now, when the reader asks.
    const push = import('@/lib/firebase/push');
    // Only fetched ahead: when it fails, the answer tries again as it is shown.
    loadOutcome().catch(() => undefined);
    try {
      const [{ enableNewsAlerts }, { browserPushDeps }] = await Promise.all([
        push,
        import('@/lib/firebase/push-browser'),
      ]);
      await enableNewsAlerts(browserPushDeps());
      setOutcome({ severity: 'success', text: t('on') });
    } catch (error) {
      console.error('News alerts could not be enabled', error);
      const code = await push.then(
        ({ pushErrorCode }) => pushErrorCode(error),
        () => 'token-subscribe-failed' as const,
      );
      setOutcome({ severity: 'error', text: t(`errors.${code}`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon aria-hidden />} onClick={enable} disabled={busy}>
        {busy ? t('working') : t('button')}
      </Button>
      {outcome && <AlertsOutcomeSnackbar outcome={outcome} onClose={() => setOutcome(null)} />}
    </>
  );
}
