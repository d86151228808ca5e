'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { PLAYER_AGE_GROUPS, type PlayerAgeGroup } from '@/lib/attendance/age-groups';
import { markKey, type MarkPayload } from '@/lib/attendance/mark-outbox';
import { sessionKey, type DayRegister, type Player } from '@/lib/attendance/model';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { Outbox } from '@/lib/offline/outbox';
import { useOutboxState } from './use-outbox-state';
import { InlineField, InlineForm } from './attendance-parts';
import workspace from './workspace.module.css';
import styles from './attendance-register.module.css';

export interface RegisterApi {
  /** The register's players on a day and its marks; `offline` when they come from the phone's copy. */
  roster: (date: string) => Promise<DayRegister & { offline: boolean }>;
  outbox: Outbox<MarkPayload>;
  now: () => number;
}

type Opened = { date: string; ageGroup: PlayerAgeGroup; players: Player[]; offline: boolean };

/**
 * The coach's register on the field: pick the day and the group, then mark each player present or
 * absent. Every mark goes to the phone's outbox, so it is kept without a connection and sent when
 * one returns; the line at the top says how many wait.
 */
export function AttendanceRegister({ api, today }: { api: RegisterApi; today: string }) {
  const t = useTranslations('Attendance.register');
  const [date, setDate] = useState(today);
  const [ageGroup, setAgeGroup] = useState<PlayerAgeGroup>(PLAYER_AGE_GROUPS[0]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState(false);
  const [notKept, setNotKept] = useState(false);

  const open = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      const { players, marks: held, offline } = await api.roster(date);
      setOpened({ date, ageGroup, players: players.filter((player) => player.ageGroup === ageGroup), offline });
      // What the server holds, then what still waits on the phone (it is newer, and will be sent).
      const waiting = api.outbox
        .waitingItems()
        .filter((item) => item.payload.date === date && item.payload.ageGroup === ageGroup)
        .map((item) => [item.payload.player, item.payload.present] as const);
      setMarks({ ...held[sessionKey(date, ageGroup)], ...Object.fromEntries(waiting) });
    } catch {
      setFailed(true);
    }
  };

  const mark = (player: Player, present: boolean) => {
    if (!opened) return;
    setMarks((current) => ({ ...current, [player.key]: present }));
    const payload: MarkPayload = {
      date: opened.date,
      ageGroup: opened.ageGroup,
      player: player.key,
      present,
      markedAt: api.now(),
    };
    api.outbox.enqueue(payload, { key: markKey(payload) }).then(
      () => setNotKept(false),
      () => setNotKept(true),
    );
  };

  return (
    <section aria-labelledby="attendance-register-title" className={workspace.below3}>
      <h3 id="attendance-register-title" className={`${workspace.partTitle} ${workspace.below1}`}>
        {t('title')}
      </h3>
      <SyncLine outbox={api.outbox} />
      <InlineForm label={t('openForm')} onSubmit={open}>
        <InlineField
          id="attendance-date"
          label={t('date')}
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <InlineField
          id="attendance-group"
          label={t('ageGroup')}
          select
          value={ageGroup}
          onChange={(event) => setAgeGroup(event.target.value as PlayerAgeGroup)}
          slotProps={{ select: { native: true } }}
        >
          {PLAYER_AGE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`groups.${group}`)}
            </option>
          ))}
        </InlineField>
        <Button type="submit" variant="contained">
          {t('open')}
        </Button>
      </InlineForm>
      {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
      {notKept && <Alert severity="error">{t('notKept')}</Alert>}
      {opened && <OpenedRegister opened={opened} marks={marks} onMark={mark} />}
    </section>
  );
}

function OpenedRegister({
  opened,
  marks,
  onMark,
}: {
  opened: Opened;
  marks: Record<string, boolean>;
  onMark: (player: Player, present: boolean) => void;
}) {
  const t = useTranslations('Attendance.register');
  const locale = useSiteLocale();
  const heading = t('session', {
    group: t(`groups.${opened.ageGroup}`),
    date: formatDate(locale, `${opened.date}T00:00:00+05:30`, { dateStyle: 'long' }),
  });
  return (
    <section aria-label={heading}>
      <h4 className={styles.session}>{heading}</h4>
      {opened.offline && <Alert severity="info">{t('fromPhone')}</Alert>}
      {opened.players.length === 0 ? (
        <p className={workspace.text}>{t('noPlayers')}</p>
      ) : (
        <ul className={styles.players}>
          {opened.players.map((player) => {
            const value = marks[player.key];
            return (
              <li key={player.key} className={styles.player}>
                <FormControl>
                  <FormLabel id={`mark-${player.key}`}>
                    {t('player', { name: player.firstName, reference: player.reference })}
                  </FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`mark-${player.key}`}
                    value={value === undefined ? '' : value ? 'present' : 'absent'}
                    onChange={(event) => onMark(player, event.target.value === 'present')}
                  >
                    <FormControlLabel value="present" control={<Radio />} label={t('present')} />
                    <FormControlLabel value="absent" control={<Radio />} label={t('absent')} />
                  </RadioGroup>
                </FormControl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** How many marks wait on the phone, and when they last all reached the server. */
function SyncLine({ outbox }: { outbox: Outbox<MarkPayload> }) {
  const t = useTranslations('Attendance.register');
  const locale = useSiteLocale();
  const state = useOutboxState(outbox);
  const lastSync =
    state.lastSyncAt === null
      ? t('neverSynced')
      : t('lastSync', {
          time: formatDate(locale, state.lastSyncAt, { dateStyle: 'medium', timeStyle: 'short' }),
        });
  return (
    <p role="status" className={workspace.small}>
      {state.waiting > 0 ? t('waiting', { count: state.waiting }) : t('allSent')} {lastSync}
      {state.rejected > 0 && ` ${t('rejected', { count: state.rejected })}`}
    </p>
  );
}
