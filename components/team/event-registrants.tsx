'use client';

import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { rosterCsv, rosterCsvFileName } from '@/lib/events/roster-csv';
import type { TeamEventSummary, TeamRegistrant } from '@/lib/events/team-events';
import type { AgeBand } from '@/lib/events/registration-fields';
import { downloadCsv } from './download-csv';
import type { EventsApi } from './events-panel';
import { useReloadable } from './use-reloadable';
import workspace from './workspace.module.css';
import styles from './event-registrants.module.css';

/** The words a registrant's status is said in, here and in the CSV. */
function useRegistrantWords() {
  const t = useTranslations('TeamEvents');
  const bands = useTranslations('Registration.ageBands');
  return {
    t,
    status: (r: TeamRegistrant) =>
      r.status === 'waitlisted' ? t('statuses.waitlisted', { position: r.position ?? 0 }) : t(`statuses.${r.status}`),
    ageBand: (r: TeamRegistrant) => bands(r.ageBand satisfies AgeBand),
  };
}

/** An event's list, shown on request (reading it is logged): who has a place, who waits, the CSV. */
export function EventRegistrants({ event, api }: { event: TeamEventSummary; api: EventsApi }) {
  const { t } = useRegistrantWords();
  const [shown, setShown] = useState(false);
  return (
    <div className={workspace.above2}>
      <Button variant="outlined" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {t(shown ? 'hideList' : 'showList')}
      </Button>
      {shown && <RegistrantList event={event} api={api} />}
    </div>
  );
}

function RegistrantList({ event, api }: { event: TeamEventSummary; api: EventsApi }) {
  const words = useRegistrantWords();
  const { t } = words;
  const locale = useSiteLocale();
  const load = useCallback(() => api.registrants(event.slug), [api, event.slug]);
  const { loaded } = useReloadable(load);
  if (loaded.kind === 'loading') {
    return (
      <p role="status" className={workspace.text}>
        {t('listLoading')}
      </p>
    );
  }
  if (loaded.kind === 'failed') return <Alert severity="error">{t('listFailed')}</Alert>;
  if (loaded.value.length === 0) return <p className={`${workspace.text} ${workspace.above1}`}>{t('listEmpty')}</p>;
  const registrants = loaded.value;
  return (
    <div className={workspace.above1}>
      <Button
        variant="outlined"
        size="small"
        onClick={() =>
          downloadCsv(rosterCsvFileName(event.slug), rosterCsv(registrants, { columns: tColumns(t), ...words }, locale))
        }
      >
        {t('downloadCsv')}
      </Button>
      <ol aria-label={t('listCaption', { event: event.title })} className={styles.list}>
        {registrants.map((r) => (
          <li key={r.entryId}>
            <span className={styles.name}>{r.name}</span> · {words.ageBand(r)} · {words.status(r)} ·{' '}
            <a href={`tel:${r.mobile}`}>{r.mobile}</a>
            {r.parentName && ` · ${t('columns.parent')}: ${r.parentName} (${r.parentMobile ?? ''})`}
            {r.checkedInAt !== undefined && (
              <>
                <br />
                <span className={styles.small}>
                  {t('door.checkedInAt', { time: formatDate(locale, r.checkedInAt, { timeStyle: 'short' }) })}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

const COLUMN_KEYS = [
  'number',
  'name',
  'mobile',
  'age',
  'parent',
  'parentMobile',
  'status',
  'registeredAt',
  'checkedIn',
] as const;

const tColumns = (t: ReturnType<typeof useTranslations<'TeamEvents'>>) =>
  Object.fromEntries(COLUMN_KEYS.map((key) => [key, t(`columns.${key}`)])) as Record<
    (typeof COLUMN_KEYS)[number],
    string
  >;
