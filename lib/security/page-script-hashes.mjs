// Plain JavaScript: used by scripts/static-page-scripts.mjs after `next build`, and by tests.
// Keep it free of imports from the TypeScript code.
import { createHash } from 'node:crypto';

/** Where the build writes the hashes of its whole prerendered pages' scripts, beside the server. */
export const STATIC_PAGES_FILE = 'static-pages.json';

const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of each inline script in `html` that a browser would run. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source allowing exactly this script text. */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP sources allowing exactly the inline scripts of this HTML, each once. */
export const scriptHashesOf = (html) => [...new Set(inlineScripts(html).map(hashSource))];

/**
 * The entity tag of a prerendered page, worked out once when it is built: Next would hash the
 * whole page (200 KB) again for every request (next.config.ts `generateEtags`). Weak, because the
 * proxy cannot tell the HTML from the router's RSC payload of the same address (Next hides the
 * router's headers from it), so both carry it: the same page of the same build, in two forms.
 */
export const pageEtag = (html) => `W/"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;
