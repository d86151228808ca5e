'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { newsErrorKind } from '@/lib/news/errors';

/** A notice above the articles (samples, stale, offline): compact, so the first article stays on a phone's first screen. */
export const noticeSx = {
  mb: 1.5,
  py: 0,
  px: 1.5,
  fontSize: '0.8125rem',
  '& .MuiAlert-icon': { py: 0.75, mr: 1, fontSize: '1.25rem' },
  '& .MuiAlert-message': { py: 0.75 },
} as const;

export function ReaderSkeleton() {
  const t = useTranslations('News');
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} sx={{ gridColumn: i === 0 ? { md: '1 / -1' } : undefined }}>
          <Skeleton variant="rectangular" height={i === 0 ? 260 : 160} />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Box>
  );
}

/** The failure, and a way to try again when trying can help (not while offline). */
export function ReaderError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTranslations('News');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" onClick={onRetry} sx={{ fontWeight: 700 }}>
            {t('retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{t('errorTitle')}</AlertTitle>
      {t(`errors.${newsErrorKind(message)}`, { message })}
    </Alert>
  );
}

/** Why the list is empty, and optionally a way out (a button that clears a filter). */
export function ReaderEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }} role="status">
        {text}
      </Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
