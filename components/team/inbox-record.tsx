'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { InboxRecord } from '@/lib/team/inbox';
import type { SignedInMember } from '@/lib/team/member';
import { canChangeStatus } from '@/lib/team/roles';
import { StatusChangeForm } from './status-change-form';
import { useFieldTexts } from './use-field-text';

/** One submission in full: reference, time, status, every field, its history and (if allowed) a status change. */
export function InboxRecordCard({ record, member }: { record: InboxRecord; member: SignedInMember }) {
  const t = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  const when = (time: number) => formatDate(locale, time, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (value: string) => t(`statuses.${value}` as 'statuses.new');
  const fields = useFieldTexts(record.formId)(record);
  const headingId = `record-${record.key}`;

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
          label={t('currentStatus', { status: status(record.status) })}
        />
        {record.demo && <Chip size="small" label={t('demo')} />}
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('received', { date: when(record.createdAt) })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
        }}
      >
        {fields.map((field) => (
          <Box key={field.name} sx={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>{field.text}</dd>
          </Box>
        ))}
      </Box>
      <Typography component="h4" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        {t('history')}
      </Typography>
      {record.history.length === 0 ? (
        <Typography variant="body2">{t('noHistory')}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
          {record.history.map((entry) => (
            <li key={entry.key}>
              <Typography variant="body2">
                {t('historyEntry', {
                  status: status(entry.status),
                  name: entry.byName,
                  memberId: entry.by,
                  date: when(entry.at),
                })}
              </Typography>
              {entry.note && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
                  {entry.note}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
      {canChangeStatus(member.role, record.formId) && <StatusChangeForm record={record} member={member} />}
    </Paper>
  );
}
