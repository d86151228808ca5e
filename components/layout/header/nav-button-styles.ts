import type { SxProps, Theme } from '@mui/material/styles';

/** The current page is marked by more than color: a bar under its entry. */
const currentPage = {
  '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} satisfies SxProps<Theme>;

/**
 * The header's menu buttons at large widths: the theme's large text Button, tighter (and without
 * its minimum width) so that the whole navigation fits one row from 1200px. The links beside them
 * are drawn to the same measure by `.textEntry` in header-nav.module.css.
 */
export const textEntrySx = { ...currentPage, minWidth: 0, px: 1.25, py: 0.75, gap: 0.5 } satisfies SxProps<Theme>;

/** The header's menu buttons at medium widths: the theme's IconButton in primary. */
export const iconEntrySx = currentPage;
