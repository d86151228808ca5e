'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { reportWorkspaceAccess } from '@/lib/privacy/access-reporting';
import { fieldTexts, type InboxLabels, type InboxRecord } from '@/lib/team/inbox';
import { recordSummary } from '@/lib/privacy/inbox-summary';
import type { SignedInMember } from '@/lib/team/member';
import { canChangeStatus } from '@/lib/team/roles';
import { StatusChangeForm } from './status-change-form';
import { StatusHistory } from './status-history';
import { wrappingChipSx } from './wrapping-styles';

interface InboxRecordCardProps {
  record: InboxRecord;
  labels: InboxLabels;
  member: SignedInMember;
}

type Detail = 'closed' | 'opening' | 'open' | 'failed';

/**
 * One submission: in the list, its reference, time, status and a line that names nobody; opened,
 * every field, its history and, if allowed, a status change. Opening is an explicit step because
 * each opening goes in the record of who looked: the detail shows only once the server has noted it.
 */
export function InboxRecordCard({ record, labels, member }: InboxRecordCardProps) {
  const t = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  const headingId = `record-${record.formId}-${record.key}`;
  const detailId = `${headingId}-detail`;
  const [detail, setDetail] = useState<Detail>('closed');
  const summary = recordSummary(record, labels);

  const open = async () => {
    setDetail('opening');
    try {
      await reportWorkspaceAccess({
        action: 'read',
        form: record.formId,
        recordKey: record.key,
        reference: record.reference,
        count: 1,
      });
      setDetail('open');
    } catch {
      setDetail('failed');
    }
  };
  const isOpen = detail === 'open';

  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h3" variant="h6" id={headingId} sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          {t('reference', { reference: record.reference })}
        </Typography>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('currentStatus', { status: t(`statuses.${record.status}`) })}
          sx={wrappingChipSx}
        />
        {record.demo && <Chip size="small" label={t('demo')} sx={wrappingChipSx} />}
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('received', { date: formatDate(locale, record.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </Typography>
      {summary && (
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {summary}
        </Typography>
      )}
      {!isOpen && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('detailNote')}
        </Typography>
      )}
      <Button
        variant={isOpen ? 'text' : 'outlined'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? detailId : undefined}
        aria-label={t(isOpen ? 'closeLabel' : 'openLabel', { reference: record.reference })}
        disabled={detail === 'opening'}
        onClick={() => (isOpen ? setDetail('closed') : void open())}
      >
        {detail === 'opening' ? t('opening') : t(isOpen ? 'closeRecord' : 'open')}
      </Button>
      {detail === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('openFailed')}
        </Alert>
      )}
      {isOpen && (
        <Box id={detailId} sx={{ mt: 2 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 1fr) 2fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { fontWeight: 700, overflowWrap: 'anywhere' },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
            }}
          >
            {fieldTexts(record, labels).map((field) => (
              // A div may group a term with its description; `contents` keeps them in the grid.
              <Box key={field.name} sx={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{field.text || t('notGiven')}</dd>
              </Box>
            ))}
          </Box>
          <StatusHistory entries={record.history} />
          {canChangeStatus(member.role, record.formId) && <StatusChangeForm record={record} member={member} />}
        </Box>
      )}
    </Paper>
  );
}
