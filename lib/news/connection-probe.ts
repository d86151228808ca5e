/** A file the site always serves, tiny, and never answered by the service worker (it only answers GET). */
const PROBE_URL = '/icon.svg';
const PROBE_TIMEOUT_MS = 5_000;
/** While offline, how often the reader checks whether the connection is back. */
export const OFFLINE_RECHECK_MS = 30_000;

/**
 * Whether the site can be reached now. The browser's `navigator.onLine` only knows about the
 * network link: a phone on a mobile network with no data, or a page the service worker answered
 * from its cache, still says online. A HEAD request that must go to the server tells.
 */
export async function reachesSite(): Promise<boolean> {
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}
