'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { pushErrorCode } from '@/lib/firebase/push';
import { readChosenTopics, turnOffAlerts, turnOnAlerts } from '@/lib/push/subscription-client';
import { PUSH_TOPICS, type PushTopic } from '@/lib/push/message';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './alerts-settings.module.css';

type Outcome = { severity: 'success' | 'error' | 'info'; text: string };

// Firebase Messaging loads only when the person turns alerts on.
const loadBrowserDeps = () => import('@/lib/firebase/push-browser');

/**
 * Which alerts this device gets, and turning them on, changing or off. Push needs scripts, a
 * worker and permission, so nothing is shown until the page runs (the page says so without them).
 */
export function AlertsSettings() {
  const hydrated = useHydrated();
  // What this browser chose is known in this browser only, once it runs.
  return hydrated ? <AlertsForm initial={readChosenTopics(window.localStorage)} /> : null;
}

function AlertsForm({ initial }: { initial: PushTopic[] | null }) {
  const t = useTranslations('Alerts');
  const errors = useTranslations('News.alerts.errors');
  const locale = useLocale() as Locale;
  const [on, setOn] = useState(Boolean(initial && initial.length > 0));
  const [topics, setTopics] = useState<PushTopic[]>(initial && initial.length > 0 ? initial : [...PUSH_TOPICS]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const toggle = (topic: PushTopic, checked: boolean) =>
    setTopics((current) => PUSH_TOPICS.filter((t) => (t === topic ? checked : current.includes(t))));

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch (error) {
      console.error('Alerts could not be changed', error);
      setOutcome({ severity: 'error', text: errors(pushErrorCode(error)) });
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (topics.length === 0) {
      setOutcome({ severity: 'error', text: t('chooseOne') });
      return;
    }
    void run(async () => {
      const { browserPushDeps } = await loadBrowserDeps();
      await turnOnAlerts(browserPushDeps(), locale, topics);
      setOn(true);
      return { severity: 'success', text: t('saved') };
    });
  };

  const turnOff = () =>
    run(async () => {
      await turnOffAlerts(window.localStorage);
      setOn(false);
      return { severity: 'info', text: t('turnedOff') };
    });

  return (
    <form onSubmit={save} className={styles.form} aria-busy={busy}>
      <p className={styles.status}>{on ? t('statusOn') : t('statusOff')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('topicsLegend')}</legend>
        <FormGroup>
          {PUSH_TOPICS.map((topic) => (
            <FormControlLabel
              key={topic}
              control={
                <Checkbox
                  name="topics"
                  value={topic}
                  checked={topics.includes(topic)}
                  onChange={(event) => toggle(topic, event.target.checked)}
                />
              }
              label={t(`topics.${topic}`)}
            />
          ))}
        </FormGroup>
      </fieldset>
      <div className={styles.buttons}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('working') : on ? t('save') : t('turnOn')}
        </Button>
        {on && (
          <Button type="button" variant="outlined" disabled={busy} onClick={() => void turnOff()}>
            {t('turnOff')}
          </Button>
        )}
      </div>
      <div role="status" className={styles.outcome}>
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      </div>
    </form>
  );
}
