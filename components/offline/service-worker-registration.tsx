'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { keepPageMessage, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '@/lib/offline/worker-address';
import { savingData } from '@/lib/save-data/use-save-data';

/** Only a production build has the worker; `next dev` and the unit tests never register it. */
const workerWanted = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

/**
 * Asks the worker that controls the page to keep the page now shown. Not with Save data on (the
 * site's setting, or the browser's wish): then pages are not fetched a second time just to be kept.
 */
function keepCurrentPage() {
  if (savingData()) return;
  navigator.serviceWorker.controller?.postMessage(keepPageMessage(window.location.href));
}

/**
 * Registers the site's service worker once the page has loaded, so it never competes with the
 * page for the connection. Pages the worker did not see load are handed to it to keep, so they
 * open offline later: the first page of a first visit (loaded before the worker existed), and a
 * page opened by a link inside the site (which comes as React data, not as a page).
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const loadedPathname = useRef<string | null>(pathname);

  useEffect(() => {
    if (!workerWanted()) return;
    const register = () => {
      if (!navigator.serviceWorker.controller) {
        navigator.serviceWorker.addEventListener('controllerchange', keepCurrentPage, { once: true });
      }
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
        console.warn('The offline copy of the site is not available', error);
      });
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  useEffect(() => {
    // The page the browser loaded went through the worker already; any later one did not.
    if (pathname === loadedPathname.current) return;
    loadedPathname.current = null;
    if (workerWanted()) keepCurrentPage();
  }, [pathname]);

  return null;
}
