'use client';

import { usePathname } from 'next/navigation';
import { publicPathname } from '@/lib/news/edition';

/** The current page's public path, comparable with the hrefs of the navigation. */
export function useCurrentPath(): string {
  return publicPathname(usePathname());
}
