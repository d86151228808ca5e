'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { IconTooltip } from '@/components/icons/icon-tooltip';
import { SiteIcon } from '@/components/icons/site-icon';
import type { AlertsOutcome } from './alerts-outcome';
import { actionToolClass, TOOL_NAMES_FROM, ToolLabel } from './reader-tool';

// The outcome's few styles come with the page's: no file of their own to fetch when it shows.
import './alerts-outcome.module.css';

const loadOutcome = () => import('./alerts-outcome');
const AlertsOutcomeSnackbar = dynamic(() => loadOutcome().then((m) => m.AlertsOutcomeSnackbar), { ssr: false });

/**
 * "Get news alerts": asks for notification permission, then signs the device up for push on the
 * server (docs/alerts.md; the alerts page changes which ones). A tool
 * of the reader's toolbar: an icon on a phone, its name beside it from the small width up.
 */
export function AlertsButton() {
  const t = useTranslations('News.alerts');
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AlertsOutcome | null>(null);

  const name = busy ? t('working') : t('button');

  const enable = async () => {
    setBusy(true);
    // Firebase Messaging, and the code that shows the answer, load only now, when the reader asks.
    const push = import('@/lib/firebase/push');
    // Only fetched ahead: when it fails, the answer tries again as it is shown.
    loadOutcome().catch(() => undefined);
    try {
      const [{ browserPushDeps }, { DEFAULT_TOPICS, readChosenTopics, turnOnAlerts }] = await Promise.all([
        import('@/lib/firebase/push-browser'),
        import('@/lib/push/subscription-client'),
      ]);
      // The device's own choice from the alerts page, else every kind of alert, in the reader's language.
      const chosen = readChosenTopics(window.localStorage);
      await turnOnAlerts(browserPushDeps(), locale, chosen?.length ? chosen : DEFAULT_TOPICS);
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
      <IconTooltip side="top" title={name} hiddenFrom={TOOL_NAMES_FROM}>
        <Button variant="outlined" onClick={enable} disabled={busy} className={actionToolClass()}>
          <SiteIcon name="notificationsActive" size="small" />
          <ToolLabel>{name}</ToolLabel>
        </Button>
      </IconTooltip>
      {outcome && <AlertsOutcomeSnackbar outcome={outcome} onClose={() => setOutcome(null)} />}
    </>
  );
}
