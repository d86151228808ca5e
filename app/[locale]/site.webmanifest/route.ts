import { localeStaticParams, routeLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { webAppManifest } from '@/lib/offline/web-app-manifest';
import { siteDescription } from '@/lib/seo/site-description';

// One manifest per language, written at build time: /site.webmanifest and /hi/site.webmanifest.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

export async function GET(_request: Request, { params }: LocaleParams) {
  const locale = await routeLocale(params);
  if (!locale) return new Response('Not found', { status: 404 });
  return Response.json(webAppManifest(locale, await siteDescription(locale)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
