// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, plus one
// thing. When it serves a prerendered page (built ahead or regenerated), the page's
// Content-Security-Policy is stored with it as a header, allowing exactly the inline scripts of
// that HTML by hash. Next sends a cached page's headers after the proxy's, so this replaces
// the nonce policy the proxy set, and it always matches the bytes being served, even right
// after a page is regenerated. Next creates one handler per request, with that request's
// headers, so the proxy's policy (with this deployment's origins) is the starting point.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { policyForPrerenderedHtml } from './prerendered-page-csp.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const CSP_HEADER = 'content-security-policy';

/** Policies already worked out, per page and request policy, for the HTML they were made for. */
const policies = new Map();
const MAX_POLICIES = 500;

function cachedPolicy(key, requestPolicy, html) {
  const id = `${key}\n${requestPolicy.replace(/'nonce-[^']*'/, '')}`;
  const known = policies.get(id);
  if (known && known.html === html) return known.policy;
  const policy = policyForPrerenderedHtml(requestPolicy, html);
  policies.delete(id);
  policies.set(id, { html, policy });
  if (policies.size > MAX_POLICIES) policies.delete(policies.keys().next().value);
  return policy;
}

export default class PrerenderedPageCspCache extends FileSystemCache {
  constructor(context) {
    super(context);
    const policy = context._requestHeaders?.[CSP_HEADER];
    this.requestPolicy = typeof policy === 'string' ? policy : undefined;
  }

  async get(key, ...rest) {
    const entry = await super.get(key, ...rest);
    const value = entry?.value;
    if (!this.requestPolicy || value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry;
    const policy = cachedPolicy(key, this.requestPolicy, value.html);
    // A copy: the entry itself stays shared by every request in the memory cache.
    return { ...entry, value: { ...value, headers: { ...value.headers, [CSP_HEADER]: policy } } };
  }
}
