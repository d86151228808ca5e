'use client';

import { useEffect } from 'react';

/** The offline page stands in for the page asked for: once the connection is back, that page loads. */
export function ReloadWhenOnline() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return null;
}
