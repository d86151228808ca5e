'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import {
  ACCESS_ACTIONS,
  ACCESS_LOG_SEARCHED,
  LOGGED_FORMS,
  NO_ACCESS_FILTER,
  type AccessEntry,
  type AccessLogFilter,
  type AccessLogPage,
} from '@/lib/privacy/access-log-types';
import { DateRangeFields } from './date-range-fields';
import { filtersFieldsetSx, labelAboveSlots, wrappingFieldSx } from './wrapping-styles';
import { WorkspaceSection } from './workspace-section';

export type LoadAccessLog = (filter: AccessLogFilter, page: number) => Promise<AccessLogPage>;

type Listing =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; log: AccessLogPage; filter: AccessLogFilter }
  | { kind: 'failed' };

/**
 * The record of who looked, for the Coordinator: filters (member, what was done, form, days) and
 * a page of entries, newest first. Read only: the workspace offers no way to change or delete an
 * entry, and the server writes them. Nothing is asked of the server until "Show".
 */
export function AccessLogPanel({ load }: { load: LoadAccessLog }) {
  const t = useTranslations('AccessLog');
  const [filter, setFilter] = useState<AccessLogFilter>(NO_ACCESS_FILTER);
  const [listing, setListing] = useState<Listing>({ kind: 'idle' });
  const set = (part: Partial<AccessLogFilter>) => setFilter((current) => ({ ...current, ...part }));

  const show = async (asked: AccessLogFilter, page: number) => {
    setListing({ kind: 'loading' });
    try {
      setListing({ kind: 'ready', log: await load(asked, page), filter: asked });
    } catch {
      setListing({ kind: 'failed' });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void show(filter, 1);
  };

  return (
    <WorkspaceSection id="access-log-title" title={t('title')} intro={t('intro')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, mb: 2 }}>
        <Box
          component="fieldset"
          sx={{ ...filtersFieldsetSx, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          <legend className="visually-hidden">{t('filters')}</legend>
          <TextField
            id="access-log-member"
            label={t('member')}
            helperText={t('memberHelp')}
            value={filter.member}
            onChange={(e) => set({ member: e.target.value })}
            slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
            sx={wrappingFieldSx}
          />
          <TextField
            id="access-log-action"
            select
            label={t('action')}
            value={filter.action}
            onChange={(e) => set({ action: e.target.value as AccessLogFilter['action'] })}
            slotProps={{ ...labelAboveSlots, select: { native: true } }}
            sx={wrappingFieldSx}
          >
            <option value="">{t('any')}</option>
            {ACCESS_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </TextField>
          <FormSelect value={filter.form} onChange={(form) => set({ form })} />
          <DateRangeFields
            idPrefix="access-log"
            labels={{ from: t('from'), to: t('to') }}
            from={filter.from}
            to={filter.to}
            onChange={set}
          />
        </Box>
        <Typography variant="body2">{t('daysNote')}</Typography>
        <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }} disabled={listing.kind === 'loading'}>
          {t('show')}
        </Button>
      </Box>
      <Box role="status">
        {listing.kind === 'loading' && <Typography>{t('loading')}</Typography>}
        {listing.kind === 'ready' && (
          <Typography>{listing.log.total === 0 ? t('empty') : t('total', { total: listing.log.total })}</Typography>
        )}
        {listing.kind === 'ready' && listing.log.olderNotSearched && (
          <Typography>{t('olderNotSearched', { count: ACCESS_LOG_SEARCHED })}</Typography>
        )}
      </Box>
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('failed')}
        </Alert>
      )}
      {listing.kind === 'ready' && listing.log.entries.length > 0 && (
        <>
          <Stack component="ol" aria-label={t('entries')} spacing={1.5} sx={{ listStyle: 'none', p: 0, my: 2 }}>
            {listing.log.entries.map((entry) => (
              <AccessEntryItem key={entry.key} entry={entry} />
            ))}
          </Stack>
          {listing.log.pageCount > 1 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Button
                variant="outlined"
                disabled={listing.log.page <= 1}
                onClick={() => void show(listing.filter, listing.log.page - 1)}
              >
                {t('newer')}
              </Button>
              <Typography>{t('pageOf', { page: listing.log.page, count: listing.log.pageCount })}</Typography>
              <Button
                variant="outlined"
                disabled={listing.log.page >= listing.log.pageCount}
                onClick={() => void show(listing.filter, listing.log.page + 1)}
              >
                {t('older')}
              </Button>
            </Box>
          )}
        </>
      )}
    </WorkspaceSection>
  );
}

function FormSelect({ value, onChange }: { value: FormId | ''; onChange: (form: FormId | '') => void }) {
  const t = useTranslations('AccessLog');
  const inbox = useTranslations('Inbox');
  return (
    <TextField
      id="access-log-form"
      select
      label={t('form')}
      value={value}
      onChange={(e) => onChange(e.target.value as FormId | '')}
      slotProps={{ ...labelAboveSlots, select: { native: true } }}
      sx={wrappingFieldSx}
    >
      <option value="">{t('any')}</option>
      {LOGGED_FORMS.map((form) => (
        <option key={form} value={form}>
          {inbox(`tabs.${form}`)}
        </option>
      ))}
    </TextField>
  );
}

/** One entry: when, who, what, which form and record, how many. */
function AccessEntryItem({ entry }: { entry: AccessEntry }) {
  const t = useTranslations('AccessLog');
  const inbox = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  const what = [
    t(`actions.${entry.action}`),
    entry.form && inbox(`tabs.${entry.form}`),
    entry.reference
      ? t('reference', { reference: entry.reference })
      : entry.action.startsWith('incident') && entry.recordKey && t('incident', { key: entry.recordKey }),
    // An incident's entry counts the people it affected, not records: its panel says that.
    !entry.action.startsWith('incident') && t('recordCount', { count: entry.count }),
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">
        <time dateTime={new Date(entry.at).toISOString()}>
          {formatDate(locale, entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
        {' · '}
        {t('who', { name: entry.byName, memberId: entry.by })}
      </Typography>
      <Typography>{what.join(' · ')}</Typography>
    </Box>
  );
}
