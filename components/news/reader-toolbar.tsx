'use client';

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ClearIcon from '@mui/icons-material/Clear';
import GridViewIcon from '@mui/icons-material/GridView';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import { NEWS_CATEGORIES, type CategoryFilter, type NewsCategory } from '@/lib/news/constants';
import type { ReaderParams } from '@/lib/news/reader-params';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import { AlertsButton } from './alerts-button';

interface ReaderToolbarProps {
  category: CategoryFilter;
  view: ReaderParams['view'];
  search: string;
  /** null until the device's bookmarks are read: the server cannot know the count. */
  bookmarkCount: number | null;
  /** The district's name in the page's language, and whether only its news is shown. */
  district: string;
  districtOnly: boolean;
  layout: ReaderPreferences['layout'];
  preferredCategories: NewsCategory[];
  /** Offline, the tools that need the connection are not offered. */
  online: boolean;
  onCategory: (category: CategoryFilter) => void;
  onView: (view: ReaderParams['view']) => void;
  onSearch: (query: string) => void;
  onDistrictOnly: (on: boolean) => void;
  onLayout: (layout: ReaderPreferences['layout']) => void;
  onTogglePreferred: (category: NewsCategory) => void;
}

/** The reader's preferred categories first, in the order picked, then the others. */
const orderedCategories = (preferred: NewsCategory[]) => [
  ...preferred,
  ...NEWS_CATEGORIES.filter((c) => !preferred.includes(c)),
];

export function ReaderToolbar(props: ReaderToolbarProps) {
  const { category, view, search, bookmarkCount, district, districtOnly, layout, preferredCategories, online } = props;
  const t = useTranslations('News');
  const preferred = category !== '' && preferredCategories.includes(category);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={category || 'all'}
          onChange={(_, value: string) => props.onCategory(value === 'all' ? '' : (value as CategoryFilter))}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('categoriesLabel')}
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          <Tab value="all" label={t('categories.all')} disabled={!online && category !== ''} />
          {orderedCategories(preferredCategories).map((c) => (
            <Tab
              key={c}
              value={c}
              label={t(`categories.${c}`)}
              // Offline only the page already shown is there to read.
              disabled={!online && category !== c}
              icon={preferredCategories.includes(c) ? <StarIcon aria-hidden fontSize="small" /> : undefined}
              iconPosition="start"
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
        {category !== '' && (
          <ToggleButton
            value="preferred"
            selected={preferred}
            onChange={() => props.onTogglePreferred(category)}
            size="small"
            aria-label={t('preferCategory', { category: t(`categories.${category}`) })}
            title={t('preferCategoryHelp')}
            sx={{ flexShrink: 0, border: 0 }}
          >
            {preferred ? <StarIcon color="warning" /> : <StarBorderIcon />}
          </ToggleButton>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextInputField
          label={t('search')}
          type="search"
          value={search}
          onChange={(e) => props.onSearch(e.target.value)}
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
                  <IconButton aria-label={t('clearSearch')} onClick={() => props.onSearch('')} edge="end" size="small">
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
          onChange={(_, v: ReaderParams['view'] | null) => v && props.onView(v)}
          size="small"
        >
          <ToggleButton value="all">{t('allNews')}</ToggleButton>
          <ToggleButton value="bookmarks">
            {t('bookmarksView')}
            {bookmarkCount !== null && ` (${bookmarkCount})`}
          </ToggleButton>
        </ToggleButtonGroup>
        {/* A button on its own (aria-pressed): it narrows whichever view is shown. */}
        <ToggleButton
          value="district"
          selected={districtOnly}
          onChange={() => props.onDistrictOnly(!districtOnly)}
          size="small"
          color="primary"
        >
          <LocationOnIcon aria-hidden fontSize="small" sx={{ mr: 0.5 }} />
          {t('districtFilter', { district })}
        </ToggleButton>
        <ToggleButtonGroup
          exclusive
          value={layout}
          onChange={(_, v: ReaderPreferences['layout'] | null) => v && props.onLayout(v)}
          size="small"
          aria-label={t('layout.label')}
        >
          <ToggleButton value="grid" aria-label={t('layout.grid')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('layout.list')}>
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        {online && <AlertsButton />}
      </Box>
    </Box>
  );
}
