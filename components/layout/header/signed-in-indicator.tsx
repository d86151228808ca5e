'use client';

import { useSignedInName } from '@/lib/team/session-store';
import styles from './signed-in-indicator.module.css';

/** Shows in the header that a team member is signed in (read from the session, no Firebase). */
export function SignedInIndicator({ template, href }: { template: string; href: string }) {
  const name = useSignedInName();
  if (!name) return null;
  return (
    <a href={href} data-testid="signed-in-indicator" className={styles.indicator}>
      {template.replace('{name}', name)}
    </a>
  );
}
