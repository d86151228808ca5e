'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { StatusEntry } from '@/lib/team/inbox';

/** Who changed a record's status, when, and the note they left, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusEntry[] }) {
  const t = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  return (
    <>
      <Typography component="h4" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        {t('history')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2">{t('noHistory')}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Typography variant="body2">
                {t('historyEntry', {
                  status: t(`statuses.${entry.status}`),
                  name: entry.byName,
                  memberId: entry.by,
                  date: formatDate(locale, entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Typography>
              {entry.note && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {t('historyNote', { note: entry.note })}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
