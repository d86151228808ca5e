import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { HomeContent } from '@/lib/content/types';

export function ImpactStats({ impact }: { impact: HomeContent['impact'] }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {impact.map((item) => (
        <Grid key={item.label} size={{ xs: 6, md: 3 }}>
          <Box sx={{ p: 2.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', height: '100%', display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700, color: 'primary.dark' }}>
              {item.value}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
