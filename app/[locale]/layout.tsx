import '../globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeRoot } from '@/components/theme/theme-root';
import { SiteShell } from '@/components/layout/site-shell';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { AccessibilityBootScript, AnalyticsScript, ThemeBootScript } from '@/components/layout/inline-scripts';
import { isLocale } from '@/lib/i18n/routing';
import { localeStaticParams } from '@/lib/i18n/page-locale';
import { siteUrl } from '@/lib/seo/metadata';
import { siteDescription } from '@/lib/seo/site-description';
import { publicEnv } from '@/lib/env/public';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';
import { webAppManifestPath } from '@/lib/offline/web-app-manifest';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export const generateStaticParams = localeStaticParams;

export const viewport: Viewport = {
  themeColor: siteConfig.colors.primary,
  // Both schemes are supported, so form controls and scrollbars can match the page from the start.
  colorScheme: 'light dark',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { name } = siteNames(locale);
  const description = await siteDescription(locale);
  return {
    metadataBase: new URL(siteUrl),
    title: { default: name, template: `%s | ${name}` },
    description,
    applicationName: name,
    icons: { icon: '/icon.svg', apple: '/icons/apple-touch-icon.png' },
    manifest: webAppManifestPath(locale),
    openGraph: { siteName: name, images: [{ url: '/og-image.png', width: 1200, height: 630 }] },
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/*
          Sets the theme's scheme class on <html>. In the head, not the body: a long page can get a
          frame painted before the body's first scripts have run, and that frame would be light.
        */}
        <ThemeBootScript />
      </head>
      <body suppressHydrationWarning>
        {/* Applies the stored accessibility settings before the first paint. */}
        <AccessibilityBootScript />
        {/*
          MUI's styles go in the cascade layer `mui`, below the site's CSS Modules, so a module's
          class on an MUI component wins by layer, not by selector weight (docs/decisions/styles.md).
        */}
        <AppRouterCacheProvider options={{ enableCssLayer: true }}>
          {/*
            The pre-paint script owns the scheme class and the stored choice; MUI writes the
            theme's CSS variables (both schemes) and its baseline, which the CSS Modules read.
          */}
          <ThemeRoot>
            <SiteShell locale={locale}>{children}</SiteShell>
          </ThemeRoot>
        </AppRouterCacheProvider>
        <ServiceWorkerRegistration />
        <HydrationMark />
        {publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID && (
          <AnalyticsScript measurementId={publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID} />
        )}
      </body>
    </html>
  );
}
