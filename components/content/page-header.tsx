import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The band at the top of a page with its single h1. Without an intro it is a narrow band, for
 * pages whose first screen belongs to their content (the news reader).
 */
export function PageHeader({
  heading,
  intro,
  maxWidth = 'md',
  children,
}: {
  heading: string;
  intro?: string;
  /** The width of the page's content below, so the heading lines up with it. */
  maxWidth?: 'md' | 'lg';
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{
        bgcolor: 'background.band',
        borderBottom: 1,
        borderColor: 'divider',
        py: intro ? { xs: 4, md: 6 } : { xs: 1.5, md: 3 },
      }}
    >
      <Container maxWidth={maxWidth}>
        <Typography
          variant="h1"
          sx={{
            fontSize: intro ? { xs: '1.75rem', md: '2.25rem' } : { xs: '1.5rem', md: '2rem' },
            mb: intro ? 2 : 0,
            color: 'primary.dark',
          }}
        >
          {heading}
        </Typography>
        {intro && <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}
