'use client';

import Box from '@mui/material/Box';
import { useSignedInName } from '@/lib/team/session-store';

/** Shows in the header that a team member is signed in (read from the session, no Firebase). */
export function SignedInIndicator({ template, href }: { template: string; href: string }) {
  const name = useSignedInName();
  if (!name) return null;
  return (
    <Box
      component="a"
      href={href}
      data-testid="signed-in-indicator"
      sx={{
        fontSize: '0.8125rem',
        fontWeight: 600,
        color: 'success.dark',
        border: 1,
        borderColor: 'success.dark',
        borderRadius: 4,
        px: 1.25,
        py: 0.25,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        maxWidth: { xs: 120, sm: 'none' },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {template.replace('{name}', name)}
    </Box>
  );
}
