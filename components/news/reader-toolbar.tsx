'use client';

import { useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { IconTooltip } from '@/components/icons/icon-tooltip';
import { SiteIcon } from '@/components/icons/site-icon';
import { NEWS_CATEGORIES, type CategoryFilter, type NewsCategory } from '@/lib/news/constants';
import type { ReaderAddress } from '@/lib/news/reader-address';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import { AlertsButton } from './alerts-button';
import styles from './reader-toolbar.module.css';
import { CategoryTabs } from './category-tabs';
import { actionToolClass, TOOL_NAMES_FROM, ToolLabel } from './reader-tool';
import { ToolGroup, ToolToggle } from './tool-toggle';

const loadSearchField = () => import('./reader-search-field');
const ReaderSearchField = dynamic(() => loadSearchField().then((m) => m.ReaderSearchField));

interface ReaderToolbarProps {
  category: CategoryFilter;
  /** The tabpanel of articles that the category tabs control. */
  panelId: string;
  view: ReaderAddress['view'];
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
  onView: (view: ReaderAddress['view']) => void;
  onSearch: (query: string) => void;
  onDistrictOnly: (on: boolean) => void;
  onLayout: (layout: ReaderPreferences['layout']) => void;
  onTogglePreferred: (category: NewsCategory) => void;
}

/** The category tab of a filter: all news is a tab of its own. */
export const categoryTabValue = (category: CategoryFilter) => category || 'all';

/** The reader's preferred categories first, in the order picked, then the others. */
const orderedCategories = (preferred: NewsCategory[]) => [
  ...preferred,
  ...NEWS_CATEGORIES.filter((c) => !preferred.includes(c)),
];

/**
 * The categories as scrolling tabs, then one row of tools: the view (all news or bookmarks), the
 * district filter, the layout, alerts and, last, search, so its field comes next in the tab order. On a phone the tools are icons with a hint, so
 * the first article stays on the first screen; wider, each shows its name. Search opens a field
 * under the row, and stays open while it holds a query.
 */
export function ReaderToolbar(props: ReaderToolbarProps) {
  const { category, view, search, bookmarkCount, district, districtOnly, layout, preferredCategories, online } = props;
  const t = useTranslations('News');
  const preferred = category !== '' && preferredCategories.includes(category);
  const bookmarksName = bookmarkCount === null ? t('bookmarksView') : `${t('bookmarksView')} (${bookmarkCount})`;
  const districtName = t('districtFilter', { district });

  const searchId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const [searchOpened, setSearchOpened] = useState(false);
  const searchShown = searchOpened || search !== '';
  // Its code is fetched when the browser is idle after the page has loaded, so a tap on search
  // rarely waits for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => window.setTimeout(load, 1));
    idle(() => void loadSearchField());
  }, []);
  const toggleSearch = () => {
    if (!searchShown) setSearchOpened(true);
    else if (search === '') setSearchOpened(false);
    else searchField.current?.focus();
  };
  const closeEmptySearch = () => {
    setSearchOpened(false);
    searchButton.current?.focus();
  };
  // Typing or clearing keeps the field open, also when it was opened by a query in the address.
  const changeSearch = (query: string) => {
    setSearchOpened(true);
    props.onSearch(query);
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.categories}>
        <CategoryTabs
          label={t('categoriesLabel')}
          value={categoryTabValue(category)}
          panelId={props.panelId}
          onChange={(value) => props.onCategory(value === 'all' ? '' : (value as CategoryFilter))}
          tabs={[
            // Offline only the page already shown is there to read.
            { value: 'all', label: t('categories.all'), disabled: !online && category !== '' },
            ...orderedCategories(preferredCategories).map((c) => ({
              value: c,
              label: t(`categories.${c}`),
              disabled: !online && category !== c,
              icon: preferredCategories.includes(c) ? <SiteIcon name="star" size="small" /> : undefined,
            })),
          ]}
        />
        {category !== '' && (
          <ToolToggle
            value="preferred"
            pressed={preferred}
            onClick={() => props.onTogglePreferred(category)}
            aria-label={t('preferCategory', { category: t(`categories.${category}`) })}
            title={t('preferCategoryHelp')}
            borderless
          >
            {preferred ? (
              <SiteIcon name="star" size="medium" className={styles.starred} />
            ) : (
              <SiteIcon name="starBorder" size="medium" />
            )}
          </ToolToggle>
        )}
      </div>
      <div className={styles.tools}>
        <ToolGroup first="all">
          <IconTooltip side="top" title={t('allNews')} align="start" hiddenFrom={TOOL_NAMES_FROM}>
            <ToolToggle value="all" pressed={view === 'all'} onClick={() => view !== 'all' && props.onView('all')}>
              <SiteIcon name="feed" size="small" />
              <ToolLabel>{t('allNews')}</ToolLabel>
            </ToolToggle>
          </IconTooltip>
          <IconTooltip side="top" title={bookmarksName} hiddenFrom={TOOL_NAMES_FROM}>
            <ToolToggle
              value="bookmarks"
              pressed={view === 'bookmarks'}
              onClick={() => view !== 'bookmarks' && props.onView('bookmarks')}
            >
              <SiteIcon name="bookmarks" size="small" />
              <ToolLabel>{bookmarksName}</ToolLabel>
              {/* On a phone the count stands beside the icon; the name above already says it. */}
              {bookmarkCount !== null && (
                <span aria-hidden className={styles.phoneCount}>
                  {bookmarkCount}
                </span>
              )}
            </ToolToggle>
          </IconTooltip>
        </ToolGroup>
        {/* A button on its own (aria-pressed): it narrows whichever view is shown. */}
        <IconTooltip side="top" title={districtName} hiddenFrom={TOOL_NAMES_FROM}>
          <ToolToggle
            value="district"
            pressed={districtOnly}
            onClick={() => props.onDistrictOnly(!districtOnly)}
            color="primary"
          >
            <SiteIcon name="locationOn" size="small" />
            <ToolLabel>{districtName}</ToolLabel>
          </ToolToggle>
        </IconTooltip>
        <ToolGroup label={t('layout.label')} first="grid">
          <IconTooltip side="top" title={t('layout.grid')}>
            <ToolToggle
              value="grid"
              pressed={layout === 'grid'}
              onClick={() => layout !== 'grid' && props.onLayout('grid')}
              aria-label={t('layout.grid')}
            >
              <SiteIcon name="gridView" size="small" />
            </ToolToggle>
          </IconTooltip>
          <IconTooltip side="top" title={t('layout.list')}>
            <ToolToggle
              value="list"
              pressed={layout === 'list'}
              onClick={() => layout !== 'list' && props.onLayout('list')}
              aria-label={t('layout.list')}
            >
              <SiteIcon name="viewList" size="small" />
            </ToolToggle>
          </IconTooltip>
        </ToolGroup>
        <div className={styles.trailing}>
          {online && <AlertsButton />}
          <IconTooltip side="top" title={t('search')} align="end" hiddenFrom={TOOL_NAMES_FROM}>
            <Button
              ref={searchButton}
              variant="outlined"
              aria-expanded={searchShown}
              aria-controls={searchShown ? searchId : undefined}
              onClick={toggleSearch}
              className={actionToolClass(searchShown)}
            >
              <SiteIcon name="search" size="small" />
              <ToolLabel>{t('search')}</ToolLabel>
            </Button>
          </IconTooltip>
        </div>
      </div>
      {/* The button controls this box, which is in the page at once; the field's code may still be on its way. */}
      {searchShown && (
        <div id={searchId}>
          <ReaderSearchField
            id={`${searchId}-field`}
            label={t('search')}
            help={t('searchHelp')}
            clearLabel={t('clearSearch')}
            value={search}
            onChange={changeSearch}
            onEscapeEmpty={closeEmptySearch}
            inputRef={searchField}
            focusOnShow={searchOpened}
          />
        </div>
      )}
    </div>
  );
}
