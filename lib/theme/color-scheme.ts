/** The two color schemes of the theme, and how the page says which one it shows. */

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The media query for a device that asks for dark pages. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The scheme is a class of that name on <html>; the theme's colors are CSS variables under
 * `.light` and `.dark`, so switching is one class and no React render.
 */
export const COLOR_SCHEME_SELECTOR = 'class';

/** Shows `scheme` on the page: exactly one scheme class on <html>. */
export function applyColorScheme(root: HTMLElement, scheme: ColorScheme): void {
  root.classList.remove(...COLOR_SCHEMES);
  root.classList.add(scheme);
}
