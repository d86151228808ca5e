import { createHash } from 'node:crypto';
import { accessibilityBootScript } from '@/lib/accessibility/boot-script';
import { themeBootScript } from '@/lib/theme/boot-script';
import { analyticsScript } from '@/lib/analytics/gtag';

/** A CSP source that allows exactly this inline script: the SHA-256 of its text, base64. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline scripts the layout writes into every page: the accessibility settings and the
 * theme applied before the first paint, and the analytics loader when a measurement id is set. Their text
 * is fixed at build time, so pages rendered per request allow them by hash, not by nonce, and
 * the layout never needs to read the request (which would stop pages being prerendered).
 */
export function layoutScriptSources(analyticsId: string | undefined): string[] {
  const scripts = [accessibilityBootScript, themeBootScript, ...(analyticsId ? [analyticsScript(analyticsId)] : [])];
  return scripts.map(scriptHashSource);
}
