import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The header's menu buttons at large widths: the theme's large text Button, tighter (and without
 * its minimum width) so that the whole navigation fits one row from 1200px. The links beside them
 * are drawn to the same measure by `.textEntry` in header-nav.module.css, which also marks the
 * current page (a menu button opens a menu and is never the current page).
 */
export const textEntrySx = { minWidth: 0, px: 1.25, py: 0.75, gap: 0.5 } satisfies SxProps<Theme>;
