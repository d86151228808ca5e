import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';
import { LOCALE_COOKIE } from './lib/i18n/locales';
import { preferredLocaleRedirect } from './lib/i18n/language-links';

const intlMiddleware = createMiddleware(routing);

/** A reader who chose Hindi and opens an English address gets the Hindi page; otherwise next-intl routes. */
export default function proxy(request: NextRequest) {
  const target = preferredLocaleRedirect(request.nextUrl.pathname, request.cookies.get(LOCALE_COOKIE)?.value);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 307);
  }
  return intlMiddleware(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (sitemap.xml, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
