import { SiteIcon } from '@/components/icons/site-icon';
import type { Initiative } from '@/lib/content/types';
import styles from './home-view.module.css';

export function InitiativeCards({ initiatives }: { initiatives: Initiative[] }) {
  return (
    <div className={styles.cards}>
      {initiatives.map((initiative) => (
        <div key={initiative.id} className={styles.initiative}>
          <SiteIcon name={initiative.id} className={styles.cardIcon} />
          <h3 className={styles.cardTitle}>{initiative.title}</h3>
          <p className={styles.cardText}>{initiative.summary}</p>
          <ul className={styles.highlights}>
            {initiative.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
