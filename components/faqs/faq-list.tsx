import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqGroup } from '@/lib/content/types';

export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <>
      {groups.map((group, g) => (
        <Box component="section" key={group.heading} aria-labelledby={`faq-group-${g}`} sx={{ mb: 5 }}>
          <Typography variant="h2" id={`faq-group-${g}`} sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 2 }}>
            {group.heading}
          </Typography>
          {group.items.map((faq, i) => (
            <Accordion key={faq.question} disableGutters slotProps={{ heading: { component: 'h3' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon aria-hidden />}
                id={`faq-${g}-${i}-q`}
                aria-controls={`faq-${g}-${i}-a`}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {faq.question}
                </Typography>
              </AccordionSummary>
              {/* The accordion gives its region the summary's aria-controls as id: the details need none. */}
              <AccordionDetails>
                <Typography>{faq.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </>
  );
}
