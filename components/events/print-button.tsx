'use client';

import Button from '@mui/material/Button';
import { useHydrated } from '@/lib/use-hydrated';

/** Opens the browser's print dialog; without scripts, says how to print instead. */
export function PrintButton({ label, withoutScripts }: { label: string; withoutScripts: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <p>{withoutScripts}</p>;
  return (
    <Button variant="contained" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
