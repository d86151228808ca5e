'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { BLOCKS } from '@/lib/district-blocks';
import { NO_INSIGHTS_FILTER, type InsightsFilter } from '@/lib/survey-insights/types';
import { DateRangeFields } from './date-range-fields';
import { filtersFieldsetSx, labelAboveSlots, wrappingFieldSx, wrappingMenuItemSx } from './wrapping-styles';

/** The days received and the block the insights are narrowed to; every chart and table follows them. */
export function InsightsFilters({
  filter,
  onChange,
}: {
  filter: InsightsFilter;
  onChange: (filter: InsightsFilter) => void;
}) {
  const t = useTranslations('Insights');
  const set = (part: Partial<InsightsFilter>) => onChange({ ...filter, ...part });
  const filtered = Object.values(filter).some((value) => value !== '');
  return (
    <Box
      component="fieldset"
      sx={{
        ...filtersFieldsetSx,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <legend className="visually-hidden">{t('filters')}</legend>
      <DateRangeFields
        idPrefix="insights"
        labels={{ from: t('from'), to: t('to') }}
        from={filter.from}
        to={filter.to}
        onChange={set}
      />
      <TextField
        id="insights-block"
        select
        label={t('block')}
        value={filter.block}
        onChange={(e) => set({ block: BLOCKS.find((block) => block === e.target.value) ?? '' })}
        slotProps={labelAboveSlots}
        sx={wrappingFieldSx}
      >
        <MenuItem value="" sx={wrappingMenuItemSx}>
          {t('allBlocks')}
        </MenuItem>
        {BLOCKS.map((block) => (
          <MenuItem key={block} value={block} sx={wrappingMenuItemSx}>
            {block}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button onClick={() => onChange(NO_INSIGHTS_FILTER)} sx={{ justifySelf: 'start' }}>
          {t('clearFilters')}
        </Button>
      )}
    </Box>
  );
}
