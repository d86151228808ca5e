import type { ReactNode } from 'react';
import width from '@/components/layout/page-width.module.css';
import styles from './page-header.module.css';

/** The band at the top of a page with its single h1. */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <section className={styles.band}>
      <div className={width.md}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </section>
  );
}
