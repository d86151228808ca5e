'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/schemas';
import { NO_FILTER, type InboxFilter } from '@/lib/team/inbox';
import { STATUS_FLOW } from '@/lib/team/roles';

// Labels sit above their fields and wrap, so long Hindi labels and wide text spacing stay readable.
const labelAbove = { inputLabel: { shrink: true } } as const;

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
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr', md: '2fr 1fr 1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <legend className="visually-hidden">{t('filters')}</legend>
      <TextField
        id={`inbox-${formId}-search`}
        label={t('search')}
        helperText={t('searchHelp')}
        type="search"
        value={filter.query}
        onChange={(e) => set({ query: e.target.value })}
      />
      <TextField
        id={`inbox-${formId}-status`}
        select
        label={t('status')}
        value={filter.status}
        onChange={(e) => set({ status: e.target.value })}
      >
        <MenuItem value="">{t('allStatuses')}</MenuItem>
        {STATUS_FLOW[formId].map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}` as 'statuses.new')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`inbox-${formId}-from`}
        label={t('from')}
        type="date"
        value={filter.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={labelAbove}
      />
      <TextField
        id={`inbox-${formId}-to`}
        label={t('to')}
        type="date"
        value={filter.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={labelAbove}
      />
      {filter !== NO_FILTER && (
        <Button onClick={() => onChange(NO_FILTER)} sx={{ justifySelf: 'start' }}>
          {t('clearFilters')}
        </Button>
      )}
    </Box>
  );
}
