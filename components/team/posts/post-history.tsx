'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { PostHistoryEntry } from '@/lib/posts/types';

/** Who did what to a post and when (India time), newest first. */
export function PostHistory({ entries }: { entries: readonly PostHistoryEntry[] }) {
  const t = useTranslations('Posts.history');
  const locale = useSiteLocale();
  return (
    <Box component="section" aria-labelledby="post-history-title">
      <Typography id="post-history-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2">{t('empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.by}`}>
              <Typography variant="body2">
                {t('entry', {
                  action: t(`actions.${entry.action}`),
                  name: entry.byName,
                  memberId: entry.by,
                  date: formatDate(locale, entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
