'use client';

import { usePathname } from 'next/navigation';
import { unprefixedPath } from '@/lib/i18n/locales';

/** The current page's public path, comparable with the hrefs of the navigation. */
export function useCurrentPath(): string {
  return unprefixedPath(usePathname());
}
