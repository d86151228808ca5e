import { PathIcon } from '@/components/icons/path-icon';
import text from '@/components/theme/typography.module.css';
import type { Initiative } from '@/lib/content/types';
import styles from './home-view.module.css';

/** Material Icons' Diversity3, School and TheaterComedy (Apache-2.0), as packaged by @mui/icons-material. */
const icons: Record<Initiative['id'], readonly string[]> = {
  social: [
    'M6.32 13.01c.96.02 1.85.5 2.45 1.34C9.5 15.38 10.71 16 12 16s2.5-.62 3.23-1.66c.6-.84 1.49-1.32 2.45-1.34-.72-1.22-3.6-2-5.68-2-2.07 0-4.96.78-5.68 2.01M4 13c1.66 0 3-1.34 3-3S5.66 7 4 7s-3 1.34-3 3 1.34 3 3 3m16 0c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3 1.34 3 3 3m-8-3c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3 1.34 3 3 3',
    'M21 14h-3.27c-.77 0-1.35.45-1.68.92-.04.06-1.36 2.08-4.05 2.08-1.43 0-3.03-.64-4.05-2.08-.39-.55-1-.92-1.68-.92H3c-1.1 0-2 .9-2 2v4h7v-2.26c1.15.8 2.54 1.26 4 1.26s2.85-.46 4-1.26V20h7v-4c0-1.1-.9-2-2-2',
  ],
  educational: ['M5 13.18v4L12 21l7-3.82v-4L12 17zM12 3 1 9l11 6 9-4.91V17h2V9z'],
  cultural: [
    'M2 16.5C2 19.54 4.46 22 7.5 22s5.5-2.46 5.5-5.5V10H2zm5.5 2C6.12 18.5 5 17.83 5 17h5c0 .83-1.12 1.5-2.5 1.5M10 13c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m-5 0c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1',
    'M11 3v6h3v2.5c0-.83 1.12-1.5 2.5-1.5s2.5.67 2.5 1.5h-5v2.89c.75.38 1.6.61 2.5.61 3.04 0 5.5-2.46 5.5-5.5V3zm3 5.08c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1c0 .56-.45 1-1 1m5 0c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1c0 .56-.45 1-1 1',
  ],
};

export function InitiativeCards({ initiatives }: { initiatives: Initiative[] }) {
  return (
    <div className={styles.cards}>
      {initiatives.map((initiative) => (
        <div key={initiative.id} className={styles.card}>
          <PathIcon paths={icons[initiative.id]} className={styles.cardIcon} />
          <h3 className={styles.cardTitle}>{initiative.title}</h3>
          <p className={styles.cardText}>{initiative.summary}</p>
          <ul className={styles.highlights}>
            {initiative.highlights.map((h) => (
              <li key={h} className={text.body2}>
                {h}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
