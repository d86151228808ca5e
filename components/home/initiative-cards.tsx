import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import SchoolIcon from '@mui/icons-material/School';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import type { Initiative } from '@/lib/content/types';

const icons = { social: Diversity3Icon, educational: SchoolIcon, cultural: TheaterComedyIcon };

export function InitiativeCards({ initiatives }: { initiatives: Initiative[] }) {
  return (
    // A CSS grid, as MUI's Grid lays it out (one column, three from md, 24px apart), without its code.
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {initiatives.map((initiative) => {
        const Icon = icons[initiative.id];
        return (
          <Card key={initiative.id} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
              <Typography variant="h3" sx={{ mb: 1 }}>
                {initiative.title}
              </Typography>
              <Typography sx={{ mb: 1.5 }}>{initiative.summary}</Typography>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {initiative.highlights.map((h) => (
                  <Typography component="li" variant="body2" key={h} sx={{ mb: 0.5 }}>
                    {h}
                  </Typography>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
