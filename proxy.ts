import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale } from './lib/i18n/locales';
import { policyWithHashes, policyWithNonce } from './lib/security/page-policy';
import { staticPage } from './lib/security/static-pages';

/** next-intl reads the page's language from this request header when a page has not set it. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const CSP_HEADER = 'Content-Security-Policy';
/** Methods that read a page. Any other (a form posted without scripts) is answered by rendering the page now. */
const READ_METHODS = new Set(['GET', 'HEAD']);

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether `ifNoneMatch` (a browser's If-None-Match) names `etag`, by the weak comparison. */
function names(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag.trim()) === opaque(etag));
}

/**
 * Gives every page its Content-Security-Policy. A page rendered for this request gets a fresh
 * nonce: Next reads the policy from the request and puts the nonce on the page's scripts. A page
 * the build prerendered whole is the same file for everyone, so its policy names its scripts'
 * hashes, worked out when it was built (lib/security/static-pages.ts), and the entity tag worked
 * out then too (next.config.ts `generateEtags` says why Next's own is off). Such a page's request
 * goes on untouched: Next sends the file, and a request with headers rewritten costs every read
 * (measured side by side: 484 → 532 prerendered pages a second, median of four rounds).
 * Language redirects and the English rewrite are in next.config.ts (lib/i18n/locale-routes.ts).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A form posted to a prerendered page is answered by rendering it now (lib/privacy/form-actions.ts).
  const page = READ_METHODS.has(request.method) ? staticPage(pathname) : undefined;
  if (page) {
    const policy = policyWithHashes(page.scripts);
    if (names(request.headers.get('If-None-Match'), page.etag)) {
      return new NextResponse(null, { status: 304, headers: { ETag: page.etag, [CSP_HEADER]: policy } });
    }
    return NextResponse.next({ headers: { [CSP_HEADER]: policy, ETag: page.etag } });
  }
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, splitLocale(pathname).locale);
  const policy = policyWithNonce();
  headers.set(CSP_HEADER, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemap.xml, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
