import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomeContent } from '@/lib/content/types';

/** Figures as a description list: each label (dt) with its value (dd), the value shown first. */
export function ImpactStats({ impact }: { impact: HomeContent['impact'] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {impact.map((item) => (
        <Box
          key={item.label}
          sx={{
            p: 2.5,
            borderRadius: 2,
            bgcolor: 'background.band',
            border: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700, color: 'primary.dark' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
