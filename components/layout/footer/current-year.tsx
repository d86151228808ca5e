'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const buildYear = new Date().getFullYear();

/**
 * The copyright line. Pages are static, so the server's year is only the first guess;
 * the browser's clock decides after hydration (right on 1 January too).
 */
export function CurrentYear({ template, name }: { template: string; name: string }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright">{template.replace('{year}', String(year)).replace('{name}', name)}</span>;
}
