'use client';

import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { newsErrorKind } from '@/lib/news/errors';
import styles from './reader-states.module.css';

/**
 * MUI's Alert, for the reader's notices (a stale or saved page, a failure). Its code (with Paper's,
 * about 2.3 KiB gzip) loads only when one is shown: rendered on the server, with the page; in the
 * browser, offline too, since the service worker keeps every script.
 */
export const ReaderAlert = dynamic(() => import('@mui/material/Alert'));

/** A notice above the articles (stale, offline): compact, so the first article stays on a phone's first screen. */
export const noticeClass = styles.notice;

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
    <ReaderAlert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" onClick={onRetry} className={styles.retry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {/* As MUI's AlertTitle, without loading it. */}
      <div className={styles.errorTitle}>{t('errorTitle')}</div>
      {t(`errors.${newsErrorKind(message)}`, { message })}
    </ReaderAlert>
  );
}

/** Why the list is empty, and optionally a way out (a button that clears a filter). */
export function ReaderEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p role="status">{text}</p>
      {action && <div className={styles.emptyAction}>{action}</div>}
    </div>
  );
}
