'use client';

import { Suspense, useEffect, useRef } from 'react';
import Script from 'next/script';
import { usePathname, useSearchParams } from 'next/navigation';
import { gtagInitScript, gtagScriptUrl, pagePathOf, SCRIPT_FAILED_MESSAGE, sendPageView } from '@/lib/analytics/gtag';
import { publicPathname } from '@/lib/i18n/locales';

/** One page_view per route or query change: none twice, none missed on client-side navigation. */
function PageViewTracker() {
  const pathname = publicPathname(usePathname());
  const search = useSearchParams().toString();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    const path = pagePathOf(pathname, search);
    if (lastSent.current === path) return;
    lastSent.current = path;
    sendPageView(path);
  }, [pathname, search]);
  return null;
}

/** Rendered by the root layout only when NEXT_PUBLIC_GA_MEASUREMENT_ID is set. */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  return (
    <>
      <Script id="gtag-init" strategy="afterInteractive">
        {gtagInitScript(measurementId)}
      </Script>
      <Script
        src={gtagScriptUrl(measurementId)}
        strategy="afterInteractive"
        onError={() => console.error(SCRIPT_FAILED_MESSAGE)}
      />
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
    </>
  );
}
