'use client';

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { BLOCKS } from '@/lib/district-blocks';
import { NO_INSIGHTS_FILTER, type InsightsFilter } from '@/lib/survey-insights/types';
import { DateRangeFields } from './date-range-fields';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';
import styles from './insights-filters.module.css';

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
    <fieldset className={`${wrapping.filters} ${styles.filters}`}>
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
        className={wrapping.field}
      >
        <MenuItem value="" className={wrapping.menuItem}>
          {t('allBlocks')}
        </MenuItem>
        {BLOCKS.map((block) => (
          <MenuItem key={block} value={block} className={wrapping.menuItem}>
            {block}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button onClick={() => onChange(NO_INSIGHTS_FILTER)} className={styles.clear}>
          {t('clearFilters')}
        </Button>
      )}
    </fieldset>
  );
}
