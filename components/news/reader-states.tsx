'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { newsErrorKind } from '@/lib/news/errors';
import styles from './reader-states.module.css';

/** A notice above the articles (samples, stale, offline): compact, so the first article stays on a phone's first screen. */
export const noticeSx = {
  mb: 1.5,
  py: 0,
  px: 1.5,
  fontSize: '0.8125rem',
  '& .MuiAlert-icon': { py: 0.75, mr: 1, fontSize: '1.25rem' },
  '& .MuiAlert-message': { py: 0.75 },
} as const;

/**
 * Placeholders in the articles' places while they load: plain boxes in MUI Skeleton's look (its
 * code, about 2 KiB gzip, is not loaded for this), one status that says what is loading.
 */
export function ReaderSkeleton() {
  const t = useTranslations('News');
  return (
    <div role="status" aria-label={t('loading')} className={styles.grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i}>
          <span className={styles.bone} style={{ height: i === 0 ? 260 : 160 }} />
          <span className={`${styles.bone} ${styles.line}`} style={{ width: '90%' }} />
          <span className={`${styles.bone} ${styles.line}`} style={{ width: '60%' }} />
        </div>
      ))}
    </div>
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
      {/* MUI's AlertTitle, from the Typography loaded anyway. */}
      <Typography gutterBottom component="div" sx={{ fontWeight: 500, mt: '-2px' }}>
        {t('errorTitle')}
      </Typography>
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
