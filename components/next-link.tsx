'use client';

// Server components pass this as MUI's `component` prop: a client reference can cross
// the server/client boundary where the plain next/link import cannot.
import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';

type NextLinkProps = ComponentProps<typeof Link> & {
  /**
   * When Next fetches the linked page ahead: as the link comes into sight (Next's default), or
   * only once the visitor shows they may follow it (a pointer over it, a touch, the keyboard's
   * focus), as Next's prefetching guide shows. For long lists of links a visitor rarely follows:
   * the footer's twenty links, fetched ahead on sight, cost a phone that reads to the end of a
   * page about 160 KiB (docs/performance.md).
   */
  prefetchOn?: 'sight' | 'intent';
};

/** Next's Link, which fetches nothing ahead (no prefetch on sight or hover) while "Save data" is on. */
export default function NextLink({
  prefetch,
  prefetchOn = 'sight',
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: NextLinkProps) {
  const saveData = useSaveDataForPrefetch();
  const [intended, setIntended] = useState(false);
  const waitsForIntent = prefetchOn === 'intent' && !intended;
  // Only a link still waiting for the visitor's intent listens for it.
  const noticing = <E,>(handler?: (event: E) => void) =>
    waitsForIntent
      ? (event: E) => {
          setIntended(true);
          handler?.(event);
        }
      : handler;
  return (
    <Link
      {...props}
      prefetch={saveData || waitsForIntent ? false : prefetch}
      onMouseEnter={noticing(onMouseEnter)}
      onTouchStart={noticing(onTouchStart)}
      onFocus={noticing(onFocus)}
    />
  );
}
