'use client';

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ClearIcon from '@mui/icons-material/Clear';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslations } from 'next-intl';
import { NEWS_CATEGORIES, type CategoryFilter } from '@/lib/news/constants';
import type { ReaderParams } from '@/lib/news/reader-params';
import { AlertsButton } from './alerts-button';

interface ReaderToolbarProps {
  category: CategoryFilter;
  view: ReaderParams['view'];
  search: string;
  bookmarkCount: number;
  /** The district's name in the page's language, and whether only its news is shown. */
  district: string;
  districtOnly: boolean;
  onCategory: (category: CategoryFilter) => void;
  onView: (view: ReaderParams['view']) => void;
  onSearch: (query: string) => void;
  onDistrictOnly: (on: boolean) => void;
}

export function ReaderToolbar({
  category,
  view,
  search,
  bookmarkCount,
  district,
  districtOnly,
  onCategory,
  onView,
  onSearch,
  onDistrictOnly,
}: ReaderToolbarProps) {
  const t = useTranslations('News');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}>
      <Tabs
        value={category || 'all'}
        onChange={(_, value: string) => onCategory(value === 'all' ? '' : (value as CategoryFilter))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('categoriesLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={t('categories.all')} />
        {NEWS_CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={t(`categories.${c}`)} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('search')}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          helperText={t('searchHelp')}
          size="small"
          sx={{ flex: '1 1 260px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton aria-label={t('clearSearch')} onClick={() => onSearch('')} edge="end" size="small">
                    <ClearIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          value={view}
          onChange={(_, v: ReaderParams['view'] | null) => v && onView(v)}
          size="small"
        >
          <ToggleButton value="all">{t('allNews')}</ToggleButton>
          <ToggleButton value="bookmarks">
            {t('bookmarksView')} ({bookmarkCount})
          </ToggleButton>
        </ToggleButtonGroup>
        {/* A button on its own (aria-pressed): it narrows whichever view is shown. */}
        <ToggleButton
          value="district"
          selected={districtOnly}
          onChange={() => onDistrictOnly(!districtOnly)}
          size="small"
          color="primary"
        >
          <LocationOnIcon aria-hidden fontSize="small" sx={{ mr: 0.5 }} />
          {t('districtFilter', { district })}
        </ToggleButton>
        <AlertsButton />
      </Box>
    </Box>
  );
}
