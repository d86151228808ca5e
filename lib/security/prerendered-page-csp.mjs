// Plain JavaScript: loaded by Next's cache handler at run time (lib/page-cache/handler.mjs)
// as well as by tests. Keep it free of imports from the TypeScript code.
import { createHash } from 'node:crypto';

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

/**
 * The policy for a prerendered page: the request's policy (built by proxy.ts with a nonce, for
 * pages rendered per request) with the nonce replaced by the hashes of the page's own inline
 * scripts. The same HTML goes to every visitor, so it cannot carry a fresh nonce.
 */
export function policyForPrerenderedHtml(requestPolicy, html) {
  const hashes = [...new Set(inlineScripts(html).map(hashSource))];
  return requestPolicy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      return [name, ...new Set([...kept, ...hashes])].join(' ');
    })
    .join('; ');
}
