'use client';

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Loaded } from './use-reloadable';

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
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('actionFailed')}
        </Alert>
      )}
      {listing.kind === 'loading' && <Typography role="status">{t('loading')}</Typography>}
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {listing.kind === 'ready' && listing.value.length === 0 && <Typography>{t('none')}</Typography>}
      {listing.kind === 'ready' && listing.value.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {listing.value.map(children)}
        </Box>
      )}
    </>
  );
}
