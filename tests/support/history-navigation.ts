import { useMemo, useSyncExternalStore } from 'react';

/**
 * A stand-in for next/navigation around the reader, as Next's App Router behaves: `router.push`
 * and `router.replace` write the address into history, and the page is rendered again for it
 * (ServerRenderedReader, in server-rendered-reader.tsx, gives the reader's provider the new
 * server state); `router.refresh` renders the same address again. Direct History API writes are
 * followed too, as Next's router follows them.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
export const subscribeToRouter = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every call the reader made on the router, in order. */
export const routerCalls: { method: 'push' | 'replace' | 'refresh'; href?: string }[] = [];
let refreshes = 0;
/** The address and how many times it was rendered again: a change means a new server render. */
export const routerSnapshot = () => `${window.location.search}#${refreshes}`;

for (const method of ['pushState', 'replaceState'] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (...args: Parameters<History['pushState']>) => {
    original(...args);
    notify();
  };
}

const router = {
  push: (href: string) => {
    routerCalls.push({ method: 'push', href });
    window.history.pushState(null, '', href);
  },
  replace: (href: string) => {
    routerCalls.push({ method: 'replace', href });
    window.history.replaceState(null, '', href);
  },
  refresh: () => {
    routerCalls.push({ method: 'refresh' });
    refreshes += 1;
    notify();
  },
};

export function useRouter() {
  return router;
}

export function usePathname(): string {
  return useSyncExternalStore(subscribeToRouter, () => window.location.pathname);
}

export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribeToRouter, () => window.location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}
