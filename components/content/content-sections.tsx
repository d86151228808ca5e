import type { ContentSection } from '@/lib/content/types';
import styles from './content-sections.module.css';

export const sectionId = (index: number) => `section-${index + 1}`;

/** Long-form sections: an h2, paragraphs and an optional bullet list each. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-h`}
          className={styles.section}
        >
          <h2 id={`${sectionId(index)}-h`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className={styles.paragraph}>
              {p}
            </p>
          ))}
          {section.bullets && (
            <ul className={styles.bullets}>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
