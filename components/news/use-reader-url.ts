'use client';

import { useCallback, useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { readerQueryString, readReaderParams, type ReaderParams } from '@/lib/news/reader-params';

/**
 * The reader's URL state. Changes go through the History API, which Next's router follows,
 * so Back and Forward work without asking the server for the page again.
 */
export function useReaderUrl() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const params = useMemo(() => readReaderParams(searchParams), [searchParams]);

  const hrefFor = useCallback(
    (next: Partial<ReaderParams>) => `${pathname}${readerQueryString({ ...params, ...next })}`,
    [params, pathname],
  );
  const push = useCallback(
    (next: Partial<ReaderParams>) => window.history.pushState(null, '', hrefFor(next)),
    [hrefFor],
  );
  const replace = useCallback(
    (next: Partial<ReaderParams>) => window.history.replaceState(null, '', hrefFor(next)),
    [hrefFor],
  );

  return { params, hrefFor, push, replace };
}
