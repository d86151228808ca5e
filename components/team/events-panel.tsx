'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { eventWhen } from '@/lib/posts/event-time';
import {
  fetchRegistrants,
  fetchTeamEvents,
  sendEventAction,
  type EventActionAnswer,
} from '@/lib/events/team-events-client';
import { currentIdToken } from '@/lib/team/id-token';
import { MAX_ROSTER_ENTRIES } from '@/lib/events/roster';
import {
  CANCEL_MESSAGE_MAX_LENGTH,
  type EventAction,
  type TeamEventSummary,
  type TeamRegistrant,
} from '@/lib/events/team-events';
import { EventDoor } from './event-door';
import { EventRegistrants } from './event-registrants';
import { WorkspaceSection } from './workspace-section';
import { labelAboveSlots } from './wrapping-styles';
import { useReloadable } from './use-reloadable';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './events-panel.module.css';

export interface EventsApi {
  list: () => Promise<TeamEventSummary[]>;
  registrants: (slug: string) => Promise<TeamRegistrant[]>;
  act: (slug: string, action: EventAction) => Promise<EventActionAnswer>;
}

/** The team's event routes, as the signed-in member. */
export const teamEventsApi: EventsApi = {
  list: async () => fetchTeamEvents(await currentIdToken()),
  registrants: async (slug) => fetchRegistrants(await currentIdToken(), slug),
  act: async (slug, action) => sendEventAction(await currentIdToken(), slug, action),
};

/** A moment as a datetime-local field shows it, India time: "2026-12-04T18:00". */
const indiaDateTime = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);

/**
 * The events the site has published and where each one's registration stands. The Coordinator
 * opens, changes and cancels; whoever works the door sees the list and checks people in.
 */
export function EventsPanel({ api, canManage }: { api: EventsApi; canManage: boolean }) {
  const t = useTranslations('TeamEvents');
  const { loaded, reload } = useReloadable(api.list);
  return (
    <WorkspaceSection id="events-title" title={t('title')} intro={t('intro')}>
      {/* An event published since the panel opened, or registrations since, show on asking. */}
      <Button variant="outlined" size="small" onClick={reload} className={workspace.below2}>
        {t('refresh')}
      </Button>
      {loaded.kind === 'loading' && (
        <p role="status" className={workspace.text}>
          {t('loading')}
        </p>
      )}
      {loaded.kind === 'failed' && <Alert severity="error">{t('loadFailed')}</Alert>}
      {loaded.kind === 'ready' && loaded.value.length === 0 && <p className={workspace.text}>{t('none')}</p>}
      {loaded.kind === 'ready' && loaded.value.length > 0 && (
        <ul className={workspace.list}>
          {loaded.value.map((event) => (
            <EventItem key={event.slug} event={event} api={api} canManage={canManage} onChanged={reload} />
          ))}
        </ul>
      )}
    </WorkspaceSection>
  );
}

function EventItem({
  event,
  api,
  canManage,
  onChanged,
}: {
  event: TeamEventSummary;
  api: EventsApi;
  canManage: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations('TeamEvents');
  const locale = useSiteLocale();
  const { registration } = event;
  const headingId = `event-${event.slug}`;
  return (
    <li aria-labelledby={headingId} className={styles.item}>
      <h3 id={headingId} className={workspace.partTitle}>
        {event.title}
        {registration?.cancelled && ` · ${t('cancelledTag')}`}
      </h3>
      <p className={workspace.small}>
        {eventWhen(locale, event)}
        {event.place && ` · ${event.place}`}
      </p>
      {registration ? (
        <>
          <p className={`${workspace.text} ${workspace.above1}`}>
            {t('summary', {
              confirmed: registration.confirmed,
              capacity: registration.capacity,
              waitlisted: registration.waitlisted,
              checkedIn: registration.checkedIn,
            })}
          </p>
          {!registration.cancelled && (
            <p className={workspace.small}>
              {t('closes', {
                when: formatDate(locale, registration.closesAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
          )}
        </>
      ) : (
        <p className={`${workspace.text} ${workspace.above1}`}>{t('notTaking')}</p>
      )}
      {canManage && !registration && <SettingsForm slug={event.slug} kind="open" api={api} onSaved={onChanged} />}
      {canManage && registration && !registration.cancelled && (
        <>
          <SettingsForm
            slug={event.slug}
            kind="change"
            api={api}
            onSaved={onChanged}
            initial={{ capacity: String(registration.capacity), closesAt: indiaDateTime(registration.closesAt) }}
          />
          <CancelEventForm slug={event.slug} api={api} onSaved={onChanged} />
        </>
      )}
      {registration && <EventRegistrants event={event} api={api} />}
      {registration && !registration.cancelled && <DoorToggle event={event} api={api} />}
    </li>
  );
}

/** The door's check-in, opened on the day by whoever works it. */
function DoorToggle({ event, api }: { event: TeamEventSummary; api: EventsApi }) {
  const t = useTranslations('TeamEvents.door');
  const [open, setOpen] = useState(false);
  return (
    <div className={workspace.above2}>
      <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {t(open ? 'close' : 'open')}
      </Button>
      {open && <EventDoor event={event} fetchList={api.registrants} />}
    </div>
  );
}

/** The answer to a change, said where the change was made. */
function Outcome({ answer }: { answer: EventActionAnswer | null }) {
  const t = useTranslations('TeamEvents');
  if (!answer) return null;
  return answer.ok ? (
    <p role="status" className={workspace.text}>
      {t('saved')}
    </p>
  ) : (
    <Alert severity="error">{t(`refusals.${answer.code}`)}</Alert>
  );
}

/** Places and closing time: opening registration, or changing them. */
function SettingsForm({
  slug,
  kind,
  api,
  onSaved,
  initial = { capacity: '', closesAt: '' },
}: {
  slug: string;
  kind: 'open' | 'change';
  api: EventsApi;
  onSaved: () => void;
  initial?: { capacity: string; closesAt: string };
}) {
  const t = useTranslations('TeamEvents');
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<EventActionAnswer | null>(null);
  const id = `event-${slug}-${kind}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const capacity = Number(values.capacity);
    const result = await api
      .act(slug, { action: kind, capacity, closesAt: values.closesAt })
      .catch((): EventActionAnswer => ({ ok: false, code: 'failed' }));
    setBusy(false);
    setAnswer(result);
    if (result.ok) onSaved();
  };
  return (
    <form onSubmit={save} aria-labelledby={`${id}-heading`} className={styles.form}>
      <h4 id={`${id}-heading`} className={styles.formTitle}>
        {t(kind === 'open' ? 'openHeading' : 'changeHeading')}
      </h4>
      {kind === 'change' && <p className={workspace.small}>{t('changeHelp')}</p>}
      <TextField
        id={`${id}-capacity`}
        label={t('capacity')}
        type="number"
        size="small"
        required
        value={values.capacity}
        onChange={(event) => setValues((v) => ({ ...v, capacity: event.target.value }))}
        className={wrapping.field}
        slotProps={{ ...labelAboveSlots, htmlInput: { min: 1, max: MAX_ROSTER_ENTRIES, inputMode: 'numeric' } }}
      />
      <TextField
        id={`${id}-closes`}
        label={t('closesAt')}
        type="datetime-local"
        size="small"
        required
        value={values.closesAt}
        onChange={(event) => setValues((v) => ({ ...v, closesAt: event.target.value }))}
        className={wrapping.field}
        slotProps={labelAboveSlots}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {t(kind === 'open' ? 'openSubmit' : 'changeSubmit')}
      </Button>
      <Outcome answer={answer} />
    </form>
  );
}

/** Calling the event off, with a message for the people registered, in either language or both. */
function CancelEventForm({ slug, api, onSaved }: { slug: string; api: EventsApi; onSaved: () => void }) {
  const t = useTranslations('TeamEvents');
  const [message, setMessage] = useState({ en: '', hi: '' });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<EventActionAnswer | null>(null);
  const id = `event-${slug}-cancel`;
  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const written = Object.fromEntries(Object.entries(message).filter(([, text]) => text.trim())) as {
      en?: string;
      hi?: string;
    };
    const result = await api
      .act(slug, { action: 'cancel', message: written })
      .catch((): EventActionAnswer => ({ ok: false, code: 'failed' }));
    setBusy(false);
    setAnswer(result);
    if (result.ok) onSaved();
  };
  const field = (language: 'en' | 'hi') => (
    <TextField
      id={`${id}-${language}`}
      label={t(language === 'en' ? 'messageEn' : 'messageHi')}
      size="small"
      multiline
      minRows={2}
      fullWidth
      lang={language}
      value={message[language]}
      onChange={(event) => setMessage((m) => ({ ...m, [language]: event.target.value }))}
      className={wrapping.field}
      slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: CANCEL_MESSAGE_MAX_LENGTH } }}
    />
  );
  return (
    <form onSubmit={cancel} aria-labelledby={`${id}-heading`} className={styles.form}>
      <h4 id={`${id}-heading`} className={styles.formTitle}>
        {t('cancelHeading')}
      </h4>
      <p className={workspace.small}>{t('cancelHelp')}</p>
      {field('en')}
      {field('hi')}
      <Button type="submit" variant="outlined" color="error" disabled={busy}>
        {t('cancelSubmit')}
      </Button>
      <Outcome answer={answer} />
    </form>
  );
}
