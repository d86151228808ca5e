'use client';

import { useEffect } from 'react';

/** The attribute on <html> that says the page's scripts run: React has hydrated it. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once React has hydrated the page. Until then, and where that never happens (a
 * feature phone whose browser cannot run the bundles, a data saver that strips scripts), the CSS
 * shows the browser's own controls where MUI's would need scripts to follow a tap (app/globals.css).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
