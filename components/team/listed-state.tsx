'use client';

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { Loaded } from './use-reloadable';
import styles from './workspace.module.css';

/**
 * A workspace panel's list as it loads: a change that did not go through, "loading", "could not
 * be loaded", "none yet", or the items as a list. Shared so every panel says these the same way;
 * `t` is the panel's catalog, which has these four labels.
 */
export function ListedState<T>({
  listing,
  failedAction,
  t,
  children,
}: {
  listing: Loaded<T[]>;
  failedAction: boolean;
  t: (key: 'actionFailed' | 'loading' | 'loadFailed' | 'none') => string;
  /** One item, as an `li`. */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {failedAction && (
        <Alert severity="error" role="alert" className={styles.below2}>
          {t('actionFailed')}
        </Alert>
      )}
      {listing.kind === 'loading' && (
        <p role="status" className={styles.text}>
          {t('loading')}
        </p>
      )}
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {listing.kind === 'ready' && listing.value.length === 0 && <p className={styles.text}>{t('none')}</p>}
      {listing.kind === 'ready' && listing.value.length > 0 && (
        <ul className={styles.list}>{listing.value.map(children)}</ul>
      )}
    </>
  );
}
