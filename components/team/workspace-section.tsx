import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One section of the team workspace: a named region with its h2 and a line saying what it is for. */
export function WorkspaceSection({
  id,
  title,
  intro,
  children,
}: {
  /** Names the heading that names the region. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}
