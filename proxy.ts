import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale } from './lib/i18n/locales';
import { editionNotFound, editionSegment, NEWS_EDITION_HEADER } from './lib/news/edition';
import { chooseEdition } from './lib/news/edition-request';
import { policyWithNonce } from './lib/security/page-policy';
import { isPrerenderedPage } from './lib/security/prerendered-pages';

/** next-intl reads the page's language from this request header when a page has not set it. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const CSP_HEADER = 'Content-Security-Policy';
/** Methods that read a page. Any other (a form posted without scripts) is answered by rendering the page now. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** What Next sends with a page rendered per request: no cache in front may keep it. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Gives every page its Content-Security-Policy. Next reads the policy from the request to put
 * its nonce on the scripts of a page it renders now; a prerendered page gets the policy stored
 * with it instead (by hash, see lib/page-cache/handler.mjs), which starts from this one.
 * Language redirects and the English rewrite are in next.config.ts (lib/i18n/locale-routes.ts).
 *
 * A reader's /news request that a kept edition can answer (lib/news/edition-request.ts) is named
 * in a request header, which rewrites in next.config.ts follow (lib/news/edition-routes.ts).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const policy = policyWithNonce();
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  headers.set(LOCALE_HEADER, splitLocale(pathname).locale);
  // Only the proxy names an edition; a visitor's header of that name is dropped.
  headers.delete(NEWS_EDITION_HEADER);
  const choice = chooseEdition({
    method: request.method,
    pathname,
    searchParams: request.nextUrl.searchParams,
    header: (name) => request.headers.get(name),
    cookie: (name) => request.cookies.get(name)?.value,
  });
  if (choice.route === 'edition') headers.set(NEWS_EDITION_HEADER, editionSegment(choice.edition));
  if (choice.route === 'not-found') headers.set(NEWS_EDITION_HEADER, editionNotFound(choice.locale));

  const response = NextResponse.next({ request: { headers } });
  if (choice.route === 'edition') {
    // The kept page comes with its own policy (by hash), and varies with cookies that a shared
    // cache in front would not see.
    response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  } else if (choice.route === 'not-found' || !READ_METHODS.has(request.method) || !isPrerenderedPage(pathname)) {
    // Rendered now, with this policy's nonce: the reader's 404 (an edition named directly), and the
    // answer to a form posted to a prerendered page (lib/privacy/form-actions.ts), which is no kept copy.
    response.headers.set(CSP_HEADER, policy);
  }
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemap.xml, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
