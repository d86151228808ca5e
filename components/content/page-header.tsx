import type { ReactNode } from 'react';
import width from '@/components/layout/page-width.module.css';
import styles from './page-header.module.css';

/**
 * The band at the top of a page with its single h1. Without an intro it is a narrow band, for
 * pages whose first screen belongs to their content (the news reader).
 */
export function PageHeader({
  heading,
  intro,
  maxWidth = 'md',
  children,
}: {
  heading: string;
  intro?: string;
  /** The width of the page's content below, so the heading lines up with it. */
  maxWidth?: 'md' | 'lg';
  children?: ReactNode;
}) {
  return (
    <section className={intro ? styles.band : `${styles.band} ${styles.narrow}`}>
      <div className={width[maxWidth]}>
        <h1 className={styles.heading}>{heading}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
