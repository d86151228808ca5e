import type { HomeContent } from '@/lib/content/types';
import styles from './home-view.module.css';

/** Figures as a description list: each label (dt) with its value (dd), the value shown first. */
export function ImpactStats({ impact }: { impact: HomeContent['impact'] }) {
  return (
    <dl className={styles.stats}>
      {impact.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
