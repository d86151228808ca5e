import type { ComponentProps } from 'react';
import type { ReaderToolbar } from '@/components/news/reader-toolbar';

/** A toolbar of the state's news, all articles in the grid, two bookmarks, online; every handler does nothing. */
export const readerToolbarProps: ComponentProps<typeof ReaderToolbar> = {
  category: '',
  panelId: 'articles',
  view: 'all',
  search: '',
  bookmarkCount: 2,
  district: 'Rohtas',
  districtOnly: false,
  layout: 'grid',
  preferredCategories: [],
  online: true,
  onCategory: () => {},
  onView: () => {},
  onSearch: () => {},
  onDistrictOnly: () => {},
  onLayout: () => {},
  onTogglePreferred: () => {},
};
