import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale } from './lib/i18n/locales';
import { policyWithNonce } from './lib/security/page-policy';
import { isPrerenderedPage } from './lib/security/prerendered-pages';

/** next-intl reads the page's language from this request header when a page has not set it. */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const CSP_HEADER = 'Content-Security-Policy';

/**
 * Gives every page its Content-Security-Policy. Next reads the policy from the request to put
 * its nonce on the scripts of a page it renders now; a prerendered page gets the policy stored
 * with it instead (by hash, see lib/security/csp-cache-handler.mjs), which starts from this one.
 * Language redirects and the English rewrite are in next.config.ts (lib/i18n/locale-routes.ts).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const policy = policyWithNonce();
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  headers.set(LOCALE_HEADER, splitLocale(pathname).locale);
  const response = NextResponse.next({ request: { headers } });
  if (!isPrerenderedPage(pathname)) response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemap.xml, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
