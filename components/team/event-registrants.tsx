'use client';

import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { rosterCsv, rosterCsvFileName } from '@/lib/events/roster-csv';
import type { TeamEventSummary, TeamRegistrant } from '@/lib/events/team-events';
import type { AgeBand } from '@/lib/events/registration-fields';
import { downloadCsv } from './download-csv';
import type { EventsApi } from './events-panel';
import { useReloadable } from './use-reloadable';

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
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {t(shown ? 'hideList' : 'showList')}
      </Button>
      {shown && <RegistrantList event={event} api={api} />}
    </Box>
  );
}

function RegistrantList({ event, api }: { event: TeamEventSummary; api: EventsApi }) {
  const words = useRegistrantWords();
  const { t } = words;
  const locale = useSiteLocale();
  const load = useCallback(() => api.registrants(event.slug), [api, event.slug]);
  const { loaded } = useReloadable(load);
  if (loaded.kind === 'loading') return <Typography role="status">{t('listLoading')}</Typography>;
  if (loaded.kind === 'failed') return <Alert severity="error">{t('listFailed')}</Alert>;
  if (loaded.value.length === 0) return <Typography sx={{ mt: 1 }}>{t('listEmpty')}</Typography>;
  const registrants = loaded.value;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() =>
          downloadCsv(rosterCsvFileName(event.slug), rosterCsv(registrants, { columns: tColumns(t), ...words }, locale))
        }
      >
        {t('downloadCsv')}
      </Button>
      <Box component="ol" aria-label={t('listCaption', { event: event.title })} sx={{ pl: 3, display: 'grid', gap: 1 }}>
        {registrants.map((r) => (
          <li key={r.entryId}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {r.name}
            </Typography>{' '}
            · {words.ageBand(r)} · {words.status(r)} · <a href={`tel:${r.mobile}`}>{r.mobile}</a>
            {r.parentName && ` · ${t('columns.parent')}: ${r.parentName} (${r.parentMobile ?? ''})`}
            {r.checkedInAt !== undefined && (
              <>
                <br />
                <Typography component="span" variant="body2">
                  {t('door.checkedInAt', { time: formatDate(locale, r.checkedInAt, { timeStyle: 'short' }) })}
                </Typography>
              </>
            )}
          </li>
        ))}
      </Box>
    </Box>
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
