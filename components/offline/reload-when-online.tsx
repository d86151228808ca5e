'use client';

import { useEffect } from 'react';
import { reloadIfReachable } from '@/lib/offline/reload-when-reachable';

/** The offline page stands in for the page asked for: once the connection is back, that page loads. */
export function ReloadWhenOnline() {
  useEffect(() => {
    const stop = new AbortController();
    window.addEventListener('online', () => void reloadIfReachable(window.location), { signal: stop.signal });
    return () => stop.abort();
  }, []);
  return null;
}
