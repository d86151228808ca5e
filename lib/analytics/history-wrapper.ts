/**
 * The property the analytics script sets on its wrappers of pushState and replaceState (it sends a
 * page view after each). They only watch, so the reader, which waits for Next's router to wrap
 * pushState, looks through them (components/news/use-reader-url.ts).
 */
export const ANALYTICS_HISTORY_WRAPPER = 'analyticsPageViews';
