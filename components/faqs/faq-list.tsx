import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { SiteIcon } from '@/components/icons/site-icon';
import type { FaqGroup } from '@/lib/content/types';
import styles from './faq-list.module.css';

export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <>
      {groups.map((group, g) => (
        <section key={group.heading} aria-labelledby={`faq-group-${g}`} className={styles.group}>
          <h2 id={`faq-group-${g}`} className={styles.heading}>
            {group.heading}
          </h2>
          {group.items.map((faq, i) => (
            <Accordion key={faq.question} disableGutters slotProps={{ heading: { component: 'h3' } }}>
              <AccordionSummary
                expandIcon={<SiteIcon name="expandMore" size="medium" />}
                id={`faq-${g}-${i}-q`}
                aria-controls={`faq-${g}-${i}-a`}
              >
                <span className={styles.question}>{faq.question}</span>
              </AccordionSummary>
              {/* The accordion gives its region the summary's aria-controls as id: the details need none. */}
              <AccordionDetails>
                <p className={styles.answer}>{faq.answer}</p>
              </AccordionDetails>
            </Accordion>
          ))}
        </section>
      ))}
    </>
  );
}
