// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, plus two
// things.
// - A page's Content-Security-Policy. When it serves a prerendered page (built ahead, regenerated,
//   or a kept edition of the news reader), the policy is stored with it as a header, allowing
//   exactly the inline scripts of that HTML by hash. A browser enforces every policy it is sent,
//   so the proxy sends none for these pages. A page rendered now for the cache (the first request
//   for an edition) gets its policy the same way as it is stored, since Next answers that request
//   with the entry it stores. The policy always matches the bytes being served, even right after
//   a page is regenerated. Next creates one handler per request, with that request's headers, so
//   the proxy's policy (with this deployment's origins) is the starting point.
// - A rendered page that shows a failure (lib/security/uncached-page.mjs) is not kept, so the
//   last good page stays in the cache, or the next request renders again; and what is rendered
//   while serving is kept in memory only (see set).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { policyForPrerenderedHtml } from './prerendered-page-csp.mjs';
import { isUncachedPage } from './uncached-page.mjs';

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

/** A page's rendered HTML, as Next caches it. */
const isRenderedPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

export default class PrerenderedPageCspCache extends FileSystemCache {
  constructor(context) {
    super(context);
    const policy = context._requestHeaders?.[CSP_HEADER];
    this.requestPolicy = typeof policy === 'string' ? policy : undefined;
  }

  async get(key, ...rest) {
    const entry = await super.get(key, ...rest);
    const value = entry?.value;
    if (!this.requestPolicy || !isRenderedPage(value)) return entry;
    const policy = cachedPolicy(key, this.requestPolicy, value.html);
    // A copy: the entry itself stays shared by every request in the memory cache.
    return { ...entry, value: { ...value, headers: { ...value.headers, [CSP_HEADER]: policy } } };
  }

  async set(key, data, ...rest) {
    if (isRenderedPage(data)) {
      // The request that rendered the page is answered with this very object.
      if (this.requestPolicy)
        data.headers = { ...data.headers, [CSP_HEADER]: cachedPolicy(key, this.requestPolicy, data.html) };
      if (isUncachedPage(data.html)) return;
    }
    // What is rendered while serving stays in this process's memory, never on disk: its pages
    // name news pictures that only this process remembers (lib/news/pictures.ts), so a restarted
    // server renders them again rather than serving pages whose pictures it cannot find.
    if (this.requestPolicy) this.flushToDisk = false;
    return super.set(key, data, ...rest);
  }
}
