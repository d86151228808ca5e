'use client';

// Server components pass this as MUI's `component` prop: a client reference can cross
// the server/client boundary where the plain next/link import cannot.
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';

/** Next's Link, which fetches nothing ahead (no prefetch on sight or hover) while "Save data" is on. */
export default function NextLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const saveData = useSaveDataForPrefetch();
  return <Link {...props} prefetch={saveData ? false : prefetch} />;
}
