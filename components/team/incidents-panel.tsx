'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
import { labelAboveSlots, wrappingFieldSx } from './wrapping-styles';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';

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
      {listing.kind === 'loading' && <Typography role="status">{t('loading')}</Typography>}
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
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('errors.failed')}
        </Alert>
      )}
      {listing.kind === 'ready' && (
        <>
          <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 1 }}>
            {t('openTitle')}
          </Typography>
          {open.length === 0 ? (
            <Typography>{t('none')}</Typography>
          ) : (
            <Stack spacing={2}>
              {open.map((incident) => (
                <IncidentCard key={incident.key} incident={incident} now={time} onChange={change} />
              ))}
            </Stack>
          )}
          {closed.length > 0 && (
            <>
              <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 1 }}>
                {t('closedTitle')}
              </Typography>
              <Stack spacing={2}>
                {closed.map((incident) => (
                  <IncidentCard key={incident.key} incident={incident} now={time} onChange={change} />
                ))}
              </Stack>
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
    sx: wrappingFieldSx,
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
    <Box component="form" onSubmit={submit} aria-labelledby="incident-form-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="h5" id="incident-form-title">
        {t('newTitle')}
      </Typography>
      <TextField
        {...field('discoveredAt')}
        type="datetime-local"
        slotProps={labelAboveSlots}
        sx={{ ...wrappingFieldSx, maxWidth: 320 }}
      />
      {text('whatHappened')}
      {text('dataAffected')}
      <TextField
        {...field('peopleAffected')}
        type="number"
        slotProps={{ ...labelAboveSlots, htmlInput: { min: 0, max: MAX_PEOPLE, step: 1, inputMode: 'numeric' } }}
        sx={{ ...wrappingFieldSx, maxWidth: 240 }}
      />
      {text('measures')}
      <Button type="submit" variant="contained" disabled={outcome.kind === 'saving'} sx={{ justifySelf: 'start' }}>
        {outcome.kind === 'saving' ? t('saving') : t('submit')}
      </Button>
      <Box role="status">
        {outcome.kind === 'saved' && (
          <Alert severity="success" role="none">
            {t('saved')}
          </Alert>
        )}
      </Box>
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t(`errors.${outcome.reason}`)}
        </Alert>
      )}
    </Box>
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
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h4" variant="h6" id={headingId}>
        {t('incident', { date: formatDate(locale, incident.discoveredAt, dateTime) })}
      </Typography>
      {isOpen ? (
        <>
          <Typography sx={{ fontWeight: 700, color: clock.kind === 'overdue' ? 'error.main' : undefined }}>
            {t(clock.kind, { hours: clock.hours, minutes: clock.minutes })}
          </Typography>
          <Typography variant="body2">
            {t('due', { date: formatDate(locale, boardReportDue(incident.discoveredAt), dateTime) })}
          </Typography>
        </>
      ) : (
        <Typography>{t('closedOn', { date: formatDate(locale, incident.closedAt ?? 0, dateTime) })}</Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
        }}
      >
        {(['whatHappened', 'dataAffected', 'measures'] as const).map((name) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <dt>{t(name)}</dt>
            <dd>{incident[name]}</dd>
          </Box>
        ))}
        {/* In a div like the others: a list of terms is either all groups or none. */}
        <Box sx={{ display: 'contents' }}>
          <dt>{t('peopleAffected')}</dt>
          <dd>{t('peopleCount', { count: incident.peopleAffected })}</dd>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('logged', {
          name: incident.byName,
          memberId: incident.by,
          date: formatDate(locale, incident.loggedAt, dateTime),
        })}
      </Typography>
      <Typography component="h5" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('inform')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {INFORM_WHOM.map((whom) => {
          const told = incident.told[whom];
          return (
            <li key={whom}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
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
              </Box>
            </li>
          );
        })}
      </Box>
      {isOpen && (
        <Button variant="outlined" disabled={busy} onClick={() => void act({ change: 'close', key: incident.key })}>
          {t('close')}
        </Button>
      )}
    </Paper>
  );
}
