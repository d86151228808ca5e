'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslations } from 'next-intl';
import { IconTooltip } from '@/components/icons/icon-tooltip';
import { PushError, PUSH_ERROR_CODES } from '@/lib/firebase/push';
import { actionToolSx, TOOL_NAMES_FROM, ToolLabel } from './reader-tool';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/**
 * "Get news alerts": asks for notification permission, then signs the device up for push. A tool
 * of the reader's toolbar: an icon on a phone, its name beside it from the small width up.
 */
export function AlertsButton() {
  const t = useTranslations('News.alerts');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const name = busy ? t('working') : t('button');

  const enable = async () => {
    setBusy(true);
    try {
      // Firebase Messaging loads only now, when the reader asks.
      const [{ enableNewsAlerts }, { browserPushDeps }] = await Promise.all([
        import('@/lib/firebase/push'),
        import('@/lib/firebase/push-browser'),
      ]);
      await enableNewsAlerts(browserPushDeps());
      setOutcome({ severity: 'success', text: t('on') });
    } catch (error) {
      console.error('News alerts could not be enabled', error);
      const code = error instanceof PushError ? error.code : 'token-subscribe-failed';
      setOutcome({
        severity: 'error',
        text: t(`errors.${PUSH_ERROR_CODES.includes(code) ? code : 'token-subscribe-failed'}`),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <IconTooltip side="top" title={name} hiddenFrom={TOOL_NAMES_FROM}>
        <Button variant="outlined" onClick={enable} disabled={busy} sx={actionToolSx()}>
          <NotificationsActiveIcon aria-hidden fontSize="small" />
          <ToolLabel>{name}</ToolLabel>
        </Button>
      </IconTooltip>
      <Snackbar open={outcome !== null} autoHideDuration={8000} onClose={() => setOutcome(null)}>
        {outcome ? (
          <Alert severity={outcome.severity} onClose={() => setOutcome(null)} variant="filled" sx={{ maxWidth: 480 }}>
            {outcome.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
