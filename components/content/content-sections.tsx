import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentSection } from '@/lib/content/types';

export const sectionId = (index: number) => `section-${index + 1}`;

/** Long-form sections: an h2, paragraphs and an optional bullet list each. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.heading}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-h`}
          sx={{ mb: 4 }}
        >
          <Typography
            variant="h2"
            id={`${sectionId(index)}-h`}
            sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1.5 }}
          >
            {section.heading}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p.slice(0, 40)} sx={{ mb: 1.5 }}>
              {p}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
