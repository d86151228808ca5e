'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { DuesStatus } from '@/lib/payments/dues';
import type { DuesItem } from '@/lib/payments/dues-service';
import { MAX_WAIVER_PERIODS, WAIVER_REASON_MAX_LENGTH } from '@/lib/payments/dues';
import { WorkspaceSection } from './workspace-section';
import { labelAboveSlots, wrappingFieldSx } from './wrapping-styles';
import { useReloadable } from './use-reloadable';

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
      {loaded.kind === 'loading' && <Typography role="status">{t('loading')}</Typography>}
      {loaded.kind === 'failed' && <Alert severity="error">{t('loadFailed')}</Alert>}
      {loaded.kind === 'ready' && loaded.value.length === 0 && <Typography>{t('none')}</Typography>}
      {loaded.kind === 'ready' &&
        SECTIONS.map((status) => {
          const items = loaded.value.filter((item) => item.status === status);
          return items.length === 0 ? null : (
            <Box component="section" key={status} aria-labelledby={`dues-${status}`} sx={{ mb: 2 }}>
              <Typography component="h3" variant="h4" id={`dues-${status}`}>
                {t(`sections.${status}`)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 1 }}>
                {items.map((item) => (
                  <DuesEntry
                    key={item.key}
                    item={item}
                    planName={planNames[item.plan] ?? item.plan}
                    api={api}
                    onSaved={reload}
                  />
                ))}
              </Box>
            </Box>
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
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Typography>
        {t('item', {
          name: item.name,
          plan: planName,
          date: formatDate(locale, item.paidThrough, { dateStyle: 'long' }),
        })}
      </Typography>
      {item.reminderLink && (
        <Button
          href={item.reminderLink}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="small"
          sx={{ my: 1 }}
        >
          {t('remind', { name: item.name })}
        </Button>
      )}
      {item.waivers.map((waiver) => (
        <Typography variant="body2" key={waiver.id}>
          {t('waived', { periods: waiver.periods, by: waiver.byName, reason: waiver.reason })}
        </Typography>
      ))}
      <Box
        component="form"
        onSubmit={save}
        aria-label={t('waiver', { name: item.name })}
        sx={{ display: 'grid', gap: 1, mt: 1, justifyItems: 'start' }}
      >
        <TextField
          id={`${id}-periods`}
          label={t('periods')}
          type="number"
          size="small"
          value={periods}
          onChange={(event) => setPeriods(event.target.value)}
          sx={wrappingFieldSx}
          slotProps={{ ...labelAboveSlots, htmlInput: { min: 1, max: MAX_WAIVER_PERIODS } }}
        />
        <TextField
          id={`${id}-reason`}
          label={t('reason')}
          size="small"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          sx={wrappingFieldSx}
          slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: WAIVER_REASON_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" size="small">
          {t('saveWaiver')}
        </Button>
      </Box>
      {failed && <Alert severity="error">{t('waiverFailed')}</Alert>}
    </Paper>
  );
}
