/** Google Analytics (gtag.js): the script's address and the page_view event (spec 4, 7, 8). */

export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

export const SCRIPT_FAILED_MESSAGE = 'Failed to load Google Analytics script.';
export const GTAG_MISSING_WARNING = 'Google Analytics is not available; page_view not sent.';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = { gtag?: Gtag; location: { href: string }; document: { title: string } };

/** The inline set-up that queues commands until gtag.js arrives; automatic page views are off. */
export const gtagInitScript = (measurementId: string) =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());` +
  `gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`;

/** Sends one page_view with the page path (path plus query). Returns whether it was sent. */
export function sendPageView(pagePath: string, win: AnalyticsWindow = window as unknown as AnalyticsWindow): boolean {
  if (typeof win.gtag !== 'function') {
    console.warn(GTAG_MISSING_WARNING);
    return false;
  }
  win.gtag('event', 'page_view', {
    page_path: pagePath,
    page_location: win.location.href,
    page_title: win.document.title,
  });
  return true;
}

/** The path a page view reports: the pathname plus the query string when there is one. */
export const pagePathOf = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);
