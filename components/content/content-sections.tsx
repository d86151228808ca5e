import type { ContentSection } from '@/lib/content/types';
import styles from './content-sections.module.css';

export const sectionId = (index: number) => `section-${index + 1}`;

/** Long-form sections: an h2, paragraphs and an optional bullet list each. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          // Index keys: the text is fixed, and a key of its own words would go to the browser twice.
          key={index}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-h`}
          className={styles.section}
        >
          <h2 id={`${sectionId(index)}-h`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((p, i) => (
            <p key={i} className={styles.paragraph}>
              {p}
            </p>
          ))}
          {section.bullets && (
            <ul className={styles.bullets}>
              {section.bullets.map((b, i) => (
                <li key={i}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
