'use client';

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import { isFiltered, NO_FILTER, type InboxFilter } from '@/lib/team/inbox';
import { STATUS_FLOW } from '@/lib/team/roles';
import { DateRangeFields } from './date-range-fields';
import styles from './inbox-filters.module.css';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';

/** Search, status and received-between filters for one inbox tab. */
export function InboxFilters({
  formId,
  filter,
  onChange,
}: {
  formId: FormId;
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
}) {
  const t = useTranslations('Inbox');
  const set = (part: Partial<InboxFilter>) => onChange({ ...filter, ...part });
  const id = (name: string) => `inbox-${formId}-${name}`;
  return (
    <fieldset className={`${wrapping.filters} ${styles.filters}`}>
      <legend className="visually-hidden">{t('filters')}</legend>
      <TextField
        id={id('search')}
        label={t('search')}
        helperText={t('searchHelp')}
        type="search"
        value={filter.query}
        onChange={(e) => set({ query: e.target.value })}
        slotProps={labelAboveSlots}
        className={wrapping.field}
      />
      <TextField
        id={id('status')}
        select
        label={t('status')}
        value={filter.status}
        onChange={(e) => set({ status: e.target.value })}
        slotProps={labelAboveSlots}
        className={wrapping.field}
      >
        <MenuItem value="" className={wrapping.menuItem}>
          {t('allStatuses')}
        </MenuItem>
        {STATUS_FLOW[formId].map((status) => (
          <MenuItem key={status} value={status} className={wrapping.menuItem}>
            {t(`statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields
        idPrefix={`inbox-${formId}`}
        labels={{ from: t('from'), to: t('to') }}
        from={filter.from}
        to={filter.to}
        onChange={set}
      />
      {isFiltered(filter) && (
        <Button onClick={() => onChange(NO_FILTER)} className={styles.clear}>
          {t('clearFilters')}
        </Button>
      )}
    </fieldset>
  );
}
