'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { DuesStatus } from '@/lib/payments/dues';
import type { DuesItem } from '@/lib/payments/dues-service';
import { MAX_WAIVER_PERIODS, WAIVER_REASON_MAX_LENGTH } from '@/lib/payments/dues';
import { WorkspaceSection } from './workspace-section';
import { labelAboveSlots } from './wrapping-styles';
import { useReloadable } from './use-reloadable';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './dues-panel.module.css';

export interface DuesApi {
  list: () => Promise<DuesItem[]>;
  waive: (account: string, periods: number, reason: string) => Promise<void>;
}

const SECTIONS: readonly DuesStatus[] = ['late', 'remindNow', 'dueThisMonth', 'paidUp'];

/**
 * Who is late, whom to remind this week, who is due this month and who is paid up, each with a
 * WhatsApp message ready in the member's language once a reminder is due, and a fee waiver.
 */
export function DuesPanel({ api, planNames }: { api: DuesApi; planNames: Readonly<Record<string, string>> }) {
  const t = useTranslations('TreasurerPayments.dues');
  const { loaded, reload } = useReloadable(api.list);
  return (
    <WorkspaceSection id="dues-title" title={t('title')} intro={t('intro')}>
      {loaded.kind === 'loading' && (
        <p role="status" className={workspace.text}>
          {t('loading')}
        </p>
      )}
      {loaded.kind === 'failed' && <Alert severity="error">{t('loadFailed')}</Alert>}
      {loaded.kind === 'ready' && loaded.value.length === 0 && <p className={workspace.text}>{t('none')}</p>}
      {loaded.kind === 'ready' &&
        SECTIONS.map((status) => {
          const items = loaded.value.filter((item) => item.status === status);
          return items.length === 0 ? null : (
            <section key={status} aria-labelledby={`dues-${status}`} className={workspace.below2}>
              <h3 id={`dues-${status}`} className={workspace.partTitle}>
                {t(`sections.${status}`)}
              </h3>
              <ul className={styles.list}>
                {items.map((item) => (
                  <DuesEntry
                    key={item.key}
                    item={item}
                    planName={planNames[item.plan] ?? item.plan}
                    api={api}
                    onSaved={reload}
                  />
                ))}
              </ul>
            </section>
          );
        })}
    </WorkspaceSection>
  );
}

function DuesEntry({
  item,
  planName,
  api,
  onSaved,
}: {
  item: DuesItem;
  planName: string;
  api: DuesApi;
  onSaved: () => void;
}) {
  const t = useTranslations('TreasurerPayments.dues');
  const locale = useSiteLocale();
  const [periods, setPeriods] = useState('1');
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState(false);
  const id = `dues-${item.key}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      await api.waive(item.key, Number(periods), reason);
      setReason('');
      onSaved();
    } catch {
      setFailed(true);
    }
  };
  return (
    <li className={styles.item}>
      <p className={workspace.text}>
        {t('item', {
          name: item.name,
          plan: planName,
          date: formatDate(locale, item.paidThrough, { dateStyle: 'long' }),
        })}
      </p>
      {item.reminderLink && (
        <Button
          href={item.reminderLink}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="small"
          className={styles.remind}
        >
          {t('remind', { name: item.name })}
        </Button>
      )}
      {item.waivers.map((waiver) => (
        <p className={workspace.small} key={waiver.id}>
          {t('waived', { periods: waiver.periods, by: waiver.byName, reason: waiver.reason })}
        </p>
      ))}
      <form onSubmit={save} aria-label={t('waiver', { name: item.name })} className={styles.waiver}>
        <TextField
          id={`${id}-periods`}
          label={t('periods')}
          type="number"
          size="small"
          value={periods}
          onChange={(event) => setPeriods(event.target.value)}
          className={wrapping.field}
          slotProps={{ ...labelAboveSlots, htmlInput: { min: 1, max: MAX_WAIVER_PERIODS } }}
        />
        <TextField
          id={`${id}-reason`}
          label={t('reason')}
          size="small"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={wrapping.field}
          slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: WAIVER_REASON_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" size="small">
          {t('saveWaiver')}
        </Button>
      </form>
      {failed && <Alert severity="error">{t('waiverFailed')}</Alert>}
    </li>
  );
}
