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
  lang,
  children,
}: {
  heading: string;
  intro?: string;
  /** The language of heading and intro when it is not the page's (a post in its other language). */
  lang?: string;
  /** The width of the page's content below, so the heading lines up with it. */
  maxWidth?: 'md' | 'lg';
  children?: ReactNode;
}) {
  return (
    <section className={intro ? styles.band : `${styles.band} ${styles.narrow}`}>
      <div className={width[maxWidth]}>
        <h1 className={styles.heading} lang={lang}>
          {heading}
        </h1>
        {intro && (
          <p className={styles.intro} lang={lang}>
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
