import { isLocale, routing } from '@/lib/i18n/routing';
import { webAppManifest } from '@/lib/offline/web-app-manifest';
import { siteDescription } from '@/lib/seo/site-description';

// One manifest per language, written at build time: /site.webmanifest and /hi/site.webmanifest.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return Response.json(webAppManifest(locale, await siteDescription(locale)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
