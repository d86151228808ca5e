'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import { isFiltered, NO_FILTER, type InboxFilter } from '@/lib/team/inbox';
import { STATUS_FLOW } from '@/lib/team/roles';
import { DateRangeFields } from './date-range-fields';
import { filtersFieldsetSx, labelAboveSlots, wrappingFieldSx, wrappingMenuItemSx } from './wrapping-styles';

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
    <Box
      component="fieldset"
      sx={{
        ...filtersFieldsetSx,
        // Two columns at most: four side by side leave too little room for Hindi labels and dates.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <legend className="visually-hidden">{t('filters')}</legend>
      <TextField
        id={id('search')}
        label={t('search')}
        helperText={t('searchHelp')}
        type="search"
        value={filter.query}
        onChange={(e) => set({ query: e.target.value })}
        slotProps={labelAboveSlots}
        sx={wrappingFieldSx}
      />
      <TextField
        id={id('status')}
        select
        label={t('status')}
        value={filter.status}
        onChange={(e) => set({ status: e.target.value })}
        slotProps={labelAboveSlots}
        sx={wrappingFieldSx}
      >
        <MenuItem value="" sx={wrappingMenuItemSx}>
          {t('allStatuses')}
        </MenuItem>
        {STATUS_FLOW[formId].map((status) => (
          <MenuItem key={status} value={status} sx={wrappingMenuItemSx}>
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
        <Button onClick={() => onChange(NO_FILTER)} sx={{ justifySelf: 'start' }}>
          {t('clearFilters')}
        </Button>
      )}
    </Box>
  );
}
