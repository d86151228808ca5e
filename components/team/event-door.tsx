'use client';

import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { checkInKey, checkInOutbox } from '@/lib/events/check-in-outbox';
import { DOOR_LIST_MAX_AGE_MS, doorListKey, readScan, searchRegistrants, type ScanOutcome } from '@/lib/events/door';
import type { TeamEventSummary, TeamRegistrant } from '@/lib/events/team-events';
import { browserQrDetector, loadJsQr } from '@/lib/events/qr-reader';
import { cachedOnDevice, cacheOnDevice } from '@/lib/offline/device-store';
import { QrScanner } from './qr-scanner';
import { useOutboxState } from './use-outbox-state';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './event-door.module.css';

type DoorList =
  { kind: 'loading' } | { kind: 'ready'; registrants: TeamRegistrant[]; offline: boolean } | { kind: 'none' };

/** The event's list: from the server when it answers (and kept on the phone), else the phone's copy. */
async function loadDoorList(slug: string, fetchList: (slug: string) => Promise<TeamRegistrant[]>): Promise<DoorList> {
  try {
    const registrants = await fetchList(slug);
    await cacheOnDevice(doorListKey(slug), registrants).catch(() => undefined);
    return { kind: 'ready', registrants, offline: false };
  } catch {
    const kept = await cachedOnDevice(doorListKey(slug), DOOR_LIST_MAX_AGE_MS).catch(() => undefined);
    return Array.isArray(kept)
      ? { kind: 'ready', registrants: kept as TeamRegistrant[], offline: true }
      : { kind: 'none' };
  }
}

/** When a person was let in: now, by this phone's clock (the server takes no check-in from the future). */
const arrivalTime = () => Date.now();

/**
 * The door on the day: scan a person's QR code or find them by name, and check them in. Works
 * without a connection: the list is the one kept on the phone, and each arrival waits in the
 * phone's outbox until it can be sent (once: the server keeps each person's first check-in).
 */
export function EventDoor({
  event,
  fetchList,
}: {
  event: TeamEventSummary;
  fetchList: (slug: string) => Promise<TeamRegistrant[]>;
}) {
  const t = useTranslations('TeamEvents.door');
  const bands = useTranslations('Registration.ageBands');
  const locale = useSiteLocale();
  const outbox = checkInOutbox();
  const sync = useOutboxState(outbox);
  const [list, setList] = useState<DoorList>({ kind: 'loading' });
  const [arrived, setArrived] = useState<ReadonlyMap<string, number>>(new Map());
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);

  useEffect(() => {
    // The decoder is fetched now, while there is a connection: at the door there may be none.
    void browserQrDetector()
      .then(async (detector) => detector ?? (await loadJsQr()))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    let active = true;
    void loadDoorList(event.slug, fetchList).then((loaded) => active && setList(loaded));
    return () => {
      active = false;
    };
  }, [event.slug, fetchList]);

  const registrants = useMemo(() => (list.kind === 'ready' ? list.registrants : []), [list]);
  // Arrivals the phone knows of: the server's, those still waiting to be sent, and this visit's.
  // Worked out on each render (at most a few hundred people): the outbox's state (`sync`) renders
  // the door again whenever its waiting items change.
  const checkedIn = new Map<string, number>();
  for (const r of registrants) if (r.checkedInAt !== undefined) checkedIn.set(r.entryId, r.checkedInAt);
  for (const item of outbox.waitingItems()) {
    if (item.payload.slug === event.slug) checkedIn.set(item.payload.entryId, item.payload.at);
  }
  for (const [entryId, at] of arrived) if (!checkedIn.has(entryId)) checkedIn.set(entryId, at);

  const checkIn = async (registrant: TeamRegistrant) => {
    if (checkedIn.has(registrant.entryId)) return;
    const at = arrivalTime();
    setArrived((previous) => new Map(previous).set(registrant.entryId, at));
    await outbox.enqueue(
      { slug: event.slug, entryId: registrant.entryId, at },
      { key: checkInKey({ slug: event.slug, entryId: registrant.entryId }) },
    );
  };

  const scanned = async (text: string) => {
    setScanning(false);
    const read = await readScan(text, event.slug, registrants, checkedIn);
    setOutcome(read);
    if (read.kind === 'arrived') await checkIn(read.registrant);
  };

  const time = (at: number) => formatDate(locale, at, { timeStyle: 'short' });
  const confirmed = registrants.filter((r) => r.status === 'confirmed').length;
  const matches = searchRegistrants(registrants, query);
  const headingId = `door-${event.slug}`;

  return (
    <section aria-labelledby={headingId} className={`${workspace.form} ${workspace.above2}`}>
      <h4 id={headingId} className={styles.title}>
        {t('heading', { event: event.title })}
      </h4>
      <p className={workspace.small}>{t('help')}</p>
      <p role="status" className={workspace.text}>
        {t('count', { checkedIn: checkedIn.size, confirmed })} · {t('sync', { waiting: sync.waiting })}
        {sync.lastSyncAt !== null && ` ${t('lastSync', { time: time(sync.lastSyncAt) })}`}
        {sync.rejected > 0 && ` ${t('rejected', { count: sync.rejected })}`}
      </p>
      {list.kind === 'ready' && list.offline && <Alert severity="info">{t('offlineList')}</Alert>}
      {list.kind === 'none' && <Alert severity="warning">{t('noList')}</Alert>}
      {list.kind === 'ready' && (
        <>
          <div>
            <Button variant="contained" onClick={() => setScanning((on) => !on)} aria-expanded={scanning}>
              {t(scanning ? 'stopScan' : 'scan')}
            </Button>
          </div>
          {scanning && (
            <QrScanner onCode={(text) => void scanned(text)} label={t('camera')} failedText={t('cameraFailed')} />
          )}
          {outcome && (
            <Alert severity={outcome.kind === 'arrived' ? 'success' : 'warning'} role="alert">
              {'registrant' in outcome
                ? t(`outcomes.${outcome.kind}`, {
                    name: outcome.registrant.name,
                    time: outcome.kind === 'alreadyIn' ? time(outcome.at) : '',
                  })
                : t(`outcomes.${outcome.kind}`)}
            </Alert>
          )}
          <TextField
            id={`${headingId}-search`}
            label={t('search')}
            type="search"
            size="small"
            value={query}
            onChange={(change) => setQuery(change.target.value)}
            className={wrapping.field}
            slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: 100, autoComplete: 'off' } }}
          />
          {query.trim() && matches.length === 0 && <p className={workspace.text}>{t('noMatch')}</p>}
          {matches.length > 0 && (
            <ul aria-label={t('search')} className={workspace.listTight}>
              {matches.map((r) => {
                const at = checkedIn.get(r.entryId);
                return (
                  <li key={r.entryId} className={workspace.rowTight}>
                    <span>
                      {r.name} · {bands(r.ageBand)}
                      {r.parentName && ` · ${r.parentName}`}
                    </span>
                    {at === undefined ? (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => void checkIn(r)}
                        aria-label={t('checkInName', { name: r.name })}
                      >
                        {t('checkInButton')}
                      </Button>
                    ) : (
                      <span className={workspace.small}>{t('checkedInAt', { time: time(at) })}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
