/**
 * Props that let labels wrap instead of being cut off, so long Hindi words and the wider letter
 * and word spacing some readers set (WCAG text spacing) stay readable on a phone; the styles that
 * go with them are in wrapping.module.css.
 */

/**
 * A field's label above the box rather than inside its border, where a second line has no room
 * (with the `field` class of wrapping.module.css).
 */
export const labelAboveSlots = {
  inputLabel: { shrink: true },
  input: { notched: false },
} as const;
