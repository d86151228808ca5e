'use client';

import { accessibilityBootScript } from '@/lib/accessibility/boot-script';
import { analyticsScript } from '@/lib/analytics/gtag';
import { themeBootScript } from '@/lib/theme/boot-script';

/*
 * The layout's inline scripts, rendered by client components: their text then reaches the page
 * once, in the HTML, where the browser runs it, instead of a second time in the RSC payload of
 * every page. The client bundle, cached across pages, carries it instead. React does not run
 * them again when it hydrates. The CSP allows each by the hash of its text (lib/security).
 */

/** Sets the theme's scheme class on <html> before the first paint (lib/theme/boot-script.ts). */
export function ThemeBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />;
}

/** Applies the stored accessibility settings before the first paint (lib/accessibility/boot-script.ts). */
export function AccessibilityBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: accessibilityBootScript }} />;
}

/** The Google Analytics loader (lib/analytics/gtag.ts). */
export function AnalyticsScript({ measurementId }: { measurementId: string }) {
  return <script dangerouslySetInnerHTML={{ __html: analyticsScript(measurementId) }} />;
}
