'use client';

import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

/**
 * What a workspace panel lists (the team, requests, incidents): loaded when the panel opens and
 * again on `reload()` (after a change), keeping the last list on screen meanwhile. An answer that
 * arrives after the panel is gone, or after a newer load began, is dropped.
 */
export function useReloadable<T>(load: () => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setLoaded({ kind: 'ready', value }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { loaded, reload };
}
