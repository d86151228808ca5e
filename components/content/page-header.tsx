import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The band at the top of a page with its single h1. */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'background.band', borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2, color: 'primary.dark' }}>
          {heading}
        </Typography>
        <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary' }}>{intro}</Typography>
        {children}
      </Container>
    </Box>
  );
}
