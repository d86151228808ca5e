'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import { isFiltered, NO_FILTER, type InboxFilter } from '@/lib/team/inbox';
import { STATUS_FLOW } from '@/lib/team/roles';
import { labelAboveSlots, wrappingFieldSx, wrappingMenuItemSx } from './wrapping-styles';

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
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 2,
        // Two columns at most: four side by side leave too little room for Hindi labels and dates.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
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
      <TextField
        id={id('from')}
        label={t('from')}
        type="date"
        value={filter.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ ...labelAboveSlots, htmlInput: { max: filter.to || undefined } }}
        sx={wrappingFieldSx}
      />
      <TextField
        id={id('to')}
        label={t('to')}
        type="date"
        value={filter.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ ...labelAboveSlots, htmlInput: { min: filter.from || undefined } }}
        sx={wrappingFieldSx}
      />
      {isFiltered(filter) && (
        <Button onClick={() => onChange(NO_FILTER)} sx={{ justifySelf: 'start' }}>
          {t('clearFilters')}
        </Button>
      )}
    </Box>
  );
}
