'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
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
import { labelAboveSlots } from './wrapping-styles';
import { WorkspaceSection } from './workspace-section';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './access-log-panel.module.css';

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
      <form onSubmit={submit} className={styles.form}>
        <fieldset className={`${wrapping.filters} ${styles.filters}`}>
          <legend className="visually-hidden">{t('filters')}</legend>
          <TextField
            id="access-log-member"
            label={t('member')}
            helperText={t('memberHelp')}
            value={filter.member}
            onChange={(e) => set({ member: e.target.value })}
            slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
            className={wrapping.field}
          />
          <TextField
            id="access-log-action"
            select
            label={t('action')}
            value={filter.action}
            onChange={(e) => set({ action: e.target.value as AccessLogFilter['action'] })}
            slotProps={{ ...labelAboveSlots, select: { native: true } }}
            className={wrapping.field}
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
        </fieldset>
        <p className={workspace.small}>{t('daysNote')}</p>
        <Button type="submit" variant="contained" className={workspace.start} disabled={listing.kind === 'loading'}>
          {t('show')}
        </Button>
      </form>
      <div role="status">
        {listing.kind === 'loading' && <p className={workspace.text}>{t('loading')}</p>}
        {listing.kind === 'ready' && (
          <p className={workspace.text}>
            {listing.log.total === 0 ? t('empty') : t('total', { total: listing.log.total })}
          </p>
        )}
        {listing.kind === 'ready' && listing.log.olderNotSearched && (
          <p className={workspace.text}>{t('olderNotSearched', { count: ACCESS_LOG_SEARCHED })}</p>
        )}
      </div>
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('failed')}
        </Alert>
      )}
      {listing.kind === 'ready' && listing.log.entries.length > 0 && (
        <>
          <ol aria-label={t('entries')} className={styles.entries}>
            {listing.log.entries.map((entry) => (
              <AccessEntryItem key={entry.key} entry={entry} />
            ))}
          </ol>
          {listing.log.pageCount > 1 && (
            <div className={workspace.row}>
              <Button
                variant="outlined"
                disabled={listing.log.page <= 1}
                onClick={() => void show(listing.filter, listing.log.page - 1)}
              >
                {t('newer')}
              </Button>
              <p className={workspace.text}>{t('pageOf', { page: listing.log.page, count: listing.log.pageCount })}</p>
              <Button
                variant="outlined"
                disabled={listing.log.page >= listing.log.pageCount}
                onClick={() => void show(listing.filter, listing.log.page + 1)}
              >
                {t('older')}
              </Button>
            </div>
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
      className={wrapping.field}
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
    <li className={styles.entry}>
      <p className={workspace.small}>
        <time dateTime={new Date(entry.at).toISOString()}>
          {formatDate(locale, entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
        {' · '}
        {t('who', { name: entry.byName, memberId: entry.by })}
      </p>
      <p className={workspace.text}>{what.join(' · ')}</p>
    </li>
  );
}
