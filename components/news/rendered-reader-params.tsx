'use client';

import { createContext, type ReactNode } from 'react';
import type { ReaderAddress } from '@/lib/news/reader-address';

/**
 * The reader's URL state the server rendered the page for. A kept edition of /news is rendered
 * once for many requests, without their query, so until the page has hydrated the reader takes
 * its URL state from here rather than from the address (see use-reader-url.ts).
 */
export const RenderedReaderParams = createContext<ReaderAddress | null>(null);

export function RenderedReaderParamsProvider({ params, children }: { params: ReaderAddress; children: ReactNode }) {
  return <RenderedReaderParams value={params}>{children}</RenderedReaderParams>;
}
