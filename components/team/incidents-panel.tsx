'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import {
  boardReportDue,
  INCIDENT_TEXT_MAX,
  INFORM_WHOM,
  MAX_PEOPLE,
  newIncidentSchema,
  reportCountdown,
  type Incident,
  type IncidentChange,
  type NewIncident,
} from '@/lib/privacy/incidents';
import { labelAboveSlots } from './wrapping-styles';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './incidents-panel.module.css';

export interface IncidentsApi {
  list: () => Promise<Incident[]>;
  log: (incident: NewIncident) => Promise<void>;
  change: (change: IncidentChange) => Promise<void>;
}

const MINUTE_MS = 60_000;

/** The time now, again every minute: the countdowns move while the page stays open. */
function useNow(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, [now]);
  return time;
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * Personal-data breaches, for the Coordinator: a form to log one, and each open one with its clock
 * to the Board's report (72 hours from discovery), the people to inform, when each was told, and
 * a way to close it. The server stores it all and notes each step in the record of who looked.
 */
export function IncidentsPanel({ api, now = Date.now }: { api: IncidentsApi; now?: () => number }) {
  const t = useTranslations('Incidents');
  const { loaded: listing, reload } = useReloadable(api.list);
  const [failedChange, setFailedChange] = useState(false);
  const time = useNow(now);

  const change = async (asked: IncidentChange) => {
    setFailedChange(false);
    try {
      await api.change(asked);
      await reload();
    } catch {
      setFailedChange(true);
    }
  };

  const open = listing.kind === 'ready' ? listing.value.filter((i) => i.closedAt === undefined) : [];
  const closed = listing.kind === 'ready' ? listing.value.filter((i) => i.closedAt !== undefined) : [];

  return (
    <WorkspaceSection id="incidents-title" title={t('title')} intro={t('intro')}>
      <NewIncidentForm log={api.log} onLogged={reload} />
      {listing.kind === 'loading' && (
        <p role="status" className={workspace.text}>
          {t('loading')}
        </p>
      )}
      {listing.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void reload()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {failedChange && (
        <Alert severity="error" role="alert" className={workspace.above2}>
          {t('errors.failed')}
        </Alert>
      )}
      {listing.kind === 'ready' && (
        <>
          <h3 className={styles.listTitle}>{t('openTitle')}</h3>
          {open.length === 0 ? (
            <p className={workspace.text}>{t('none')}</p>
          ) : (
            <div className={workspace.stack}>
              {open.map((incident) => (
                <IncidentCard key={incident.key} incident={incident} now={time} onChange={change} />
              ))}
            </div>
          )}
          {closed.length > 0 && (
            <>
              <h3 className={styles.listTitle}>{t('closedTitle')}</h3>
              <div className={workspace.stack}>
                {closed.map((incident) => (
                  <IncidentCard key={incident.key} incident={incident} now={time} onChange={change} />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </WorkspaceSection>
  );
}

const EMPTY_FORM = { discoveredAt: '', whatHappened: '', dataAffected: '', peopleAffected: '', measures: '' };
type IncidentForm = typeof EMPTY_FORM;
type Outcome =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; reason: 'invalid' | 'failed' };

/** The form of a new incident. Checked here with the server's schema; what was typed stays on a failure. */
function NewIncidentForm({ log, onLogged }: { log: IncidentsApi['log']; onLogged: () => void }) {
  const t = useTranslations('Incidents');
  const [form, setForm] = useState<IncidentForm>(EMPTY_FORM);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const field = (name: keyof IncidentForm) => ({
    id: `incident-${name}`,
    name,
    label: t(name),
    value: form[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: e.target.value })),
    className: wrapping.field,
  });
  const text = (name: 'whatHappened' | 'dataAffected' | 'measures') => (
    <TextField
      {...field(name)}
      multiline
      minRows={2}
      slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: INCIDENT_TEXT_MAX } }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newIncidentSchema.safeParse({
      ...form,
      peopleAffected: form.peopleAffected.trim() === '' ? NaN : Number(form.peopleAffected),
    });
    if (!parsed.success) return setOutcome({ kind: 'failed', reason: 'invalid' });
    setOutcome({ kind: 'saving' });
    try {
      await log(parsed.data);
      setForm(EMPTY_FORM);
      setOutcome({ kind: 'saved' });
      await onLogged();
    } catch (error) {
      const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
      setOutcome({ kind: 'failed', reason: status === 400 ? 'invalid' : 'failed' });
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="incident-form-title" className={styles.form}>
      <h3 id="incident-form-title" className={styles.formTitle}>
        {t('newTitle')}
      </h3>
      <TextField
        {...field('discoveredAt')}
        type="datetime-local"
        slotProps={labelAboveSlots}
        className={`${wrapping.field} ${styles.when}`}
      />
      {text('whatHappened')}
      {text('dataAffected')}
      <TextField
        {...field('peopleAffected')}
        type="number"
        slotProps={{ ...labelAboveSlots, htmlInput: { min: 0, max: MAX_PEOPLE, step: 1, inputMode: 'numeric' } }}
        className={`${wrapping.field} ${styles.people}`}
      />
      {text('measures')}
      <Button type="submit" variant="contained" disabled={outcome.kind === 'saving'} className={workspace.start}>
        {outcome.kind === 'saving' ? t('saving') : t('submit')}
      </Button>
      <div role="status">
        {outcome.kind === 'saved' && (
          <Alert severity="success" role="none">
            {t('saved')}
          </Alert>
        )}
      </div>
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t(`errors.${outcome.reason}`)}
        </Alert>
      )}
    </form>
  );
}

/** One incident: its clock (while open), what happened, and who was told when. */
function IncidentCard({
  incident,
  now,
  onChange,
}: {
  incident: Incident;
  now: number;
  onChange: (change: IncidentChange) => Promise<void>;
}) {
  const t = useTranslations('Incidents');
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const headingId = `incident-${incident.key}`;
  const isOpen = incident.closedAt === undefined;
  const clock = reportCountdown(incident.discoveredAt, now);
  const act = async (change: IncidentChange) => {
    setBusy(true);
    await onChange(change);
    setBusy(false);
  };

  return (
    <article aria-labelledby={headingId} className={workspace.record}>
      <h4 id={headingId} className={workspace.subtitle}>
        {t('incident', { date: formatDate(locale, incident.discoveredAt, dateTime) })}
      </h4>
      {isOpen ? (
        <>
          <p className={`${workspace.text} ${workspace.bold} ${clock.kind === 'overdue' ? styles.overdue : ''}`}>
            {t(clock.kind, { hours: clock.hours, minutes: clock.minutes })}
          </p>
          <p className={workspace.small}>
            {t('due', { date: formatDate(locale, boardReportDue(incident.discoveredAt), dateTime) })}
          </p>
        </>
      ) : (
        <p className={workspace.text}>
          {t('closedOn', { date: formatDate(locale, incident.closedAt ?? 0, dateTime) })}
        </p>
      )}
      <dl className={styles.details}>
        {(['whatHappened', 'dataAffected', 'measures'] as const).map((name) => (
          <div key={name} className={styles.group}>
            <dt>{t(name)}</dt>
            <dd>{incident[name]}</dd>
          </div>
        ))}
        {/* In a div like the others: a list of terms is either all groups or none. */}
        <div className={styles.group}>
          <dt>{t('peopleAffected')}</dt>
          <dd>{t('peopleCount', { count: incident.peopleAffected })}</dd>
        </div>
      </dl>
      <p className={`${workspace.small} ${workspace.below1}`}>
        {t('logged', {
          name: incident.byName,
          memberId: incident.by,
          date: formatDate(locale, incident.loggedAt, dateTime),
        })}
      </p>
      <h5 className={workspace.minorTitle}>{t('inform')}</h5>
      <ul className={styles.inform}>
        {INFORM_WHOM.map((whom) => {
          const told = incident.told[whom];
          return (
            <li key={whom}>
              <div className={workspace.rowTight}>
                <span>
                  {t(`whom.${whom}`)}:{' '}
                  {told === undefined ? t('notTold') : t('toldOn', { date: formatDate(locale, told) })}
                </span>
                {isOpen && told === undefined && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    aria-label={t('markToldLabel', { whom: t(`whom.${whom}`) })}
                    onClick={() => void act({ change: 'told', key: incident.key, whom })}
                  >
                    {t('markTold')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {isOpen && (
        <Button variant="outlined" disabled={busy} onClick={() => void act({ change: 'close', key: incident.key })}>
          {t('close')}
        </Button>
      )}
    </article>
  );
}
