import { IN_DARK_SCHEME } from '@/lib/theme/color-scheme';

/**
 * The strong band in the brand color with white text (the top strip, the home page's hero). In
 * the dark scheme a full-strength band would glare and its light primary cannot carry white
 * text, so it becomes a dark surface tinted with the primary. Both follow the color modes,
 * which swap the primary variables.
 */
export const brandBandSx = {
  bgcolor: 'primary.dark',
  color: 'common.white',
  [IN_DARK_SCHEME]: { bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.16)' },
} as const;
