import type { ReactNode } from 'react';
import styles from './workspace.module.css';

/** One section of the team workspace: a named region with its h2 and a line saying what it is for. */
export function WorkspaceSection({
  id,
  title,
  intro,
  children,
}: {
  /** Names the heading that names the region. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
