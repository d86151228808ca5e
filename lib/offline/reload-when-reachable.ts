/** The page a reader is on: where it is, and how to load it again. */
export interface ShownPage {
  readonly href: string;
  reload(): void;
}

/**
 * Loads the page again once its address answers, whatever the answer (a 404 is what the address
 * holds, and better said by the server than by the offline page). The browser's `online` event only says that a
 * network is there: on a rural line it comes with a signal that carries nothing yet, or with a
 * flapping one, and a reload then would only bring the offline page back (and drop whatever the
 * reader had started). A HEAD request, which the service worker always sends to the network,
 * tells whether the page can really be had.
 */
export async function reloadIfReachable(page: ShownPage, fetchPage: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchPage(page.href, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return false;
  }
  page.reload();
  return true;
}
