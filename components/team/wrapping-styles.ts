/**
 * Styles that let labels wrap instead of being cut off, so long Hindi words and the wider
 * letter and word spacing some readers set (WCAG text spacing) stay readable on a phone.
 * MUI's defaults keep field labels, select values and chips on one line and hide the rest.
 */

/** A field's label above the box rather than inside its border, where a second line has no room. */
export const labelAboveSlots = {
  inputLabel: { shrink: true },
  input: { notched: false },
} as const;

export const wrappingFieldSx = {
  '& .MuiInputLabel-root': {
    position: 'static',
    transform: 'none',
    maxWidth: 'none',
    whiteSpace: 'normal',
    overflow: 'visible',
    mb: 0.75,
  },
  // Two classes deep: the select's own one-line rule is as specific as one, and comes later.
  '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal' },
} as const;

export const wrappingChipSx = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflow: 'visible', py: 0.25 },
} as const;

export const wrappingMenuItemSx = { whiteSpace: 'normal' } as const;

/**
 * Tabs that wrap onto a second line rather than scroll sideways: a scrolled-away tab is hidden
 * text on a phone, more so with wide text spacing. The sliding underline cannot follow a tab to
 * another line, so the chosen tab carries its own.
 */
export const wrappingTabsSx = {
  borderBottom: 1,
  borderColor: 'divider',
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { maxWidth: '100%' },
  '& .MuiTab-root.Mui-selected': { boxShadow: 'inset 0 -3px 0 currentColor' },
} as const;

/** A fieldset of filters as a grid of fields that may wrap, its legend hidden and no border. */
export const filtersFieldsetSx = {
  border: 0,
  p: 0,
  m: 0,
  minWidth: 0,
  display: 'grid',
  gap: 2,
  alignItems: 'start',
} as const;
