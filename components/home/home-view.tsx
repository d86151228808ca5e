import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/next-link';
import { TopHeadlines } from '@/components/news/top-headlines';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import type { Article } from '@/lib/news/types';
import { InitiativeCards } from './initiative-cards';
import { ImpactStats } from './impact-stats';
import { LatestStories } from './latest-stories';
import { NewsPreview } from './news-preview';
import { brandBandSx } from '@/components/theme/brand-band';
import { IN_DARK_SCHEME } from '@/lib/theme/color-scheme';

/** White on the brand band; in the dark scheme, where the band is dark, the scheme's own primary button. */
const heroButtonSx = {
  bgcolor: 'common.white',
  color: 'primary.dark',
  '&:hover': { bgcolor: 'grey.100' },
  [IN_DARK_SCHEME]: { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.light' } },
} as const;

/** Two buttons side by side from sm, stacked below, 16px apart: MUI's Stack, without its code. */
const buttonRowSx = { display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 } as const;

const sectionHeadingSx = { fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2, color: 'primary.dark' } as const;

export function HomeView({ locale, headlines }: { locale: Locale; headlines: Article[] }) {
  const home = getContent(locale).home;
  const href = (id: Parameters<typeof pathOf>[0]) => localizedPath(locale, pathOf(id));
  return (
    <>
      <Box component="section" sx={{ ...brandBandSx, py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
            {home.heading}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 4, maxWidth: '40em' }}>
            {home.intro}
          </Typography>
          <Box sx={buttonRowSx}>
            <Button
              variant="contained"
              size="large"
              component={NextLink}
              href={href('rufcMembership')}
              sx={heroButtonSx}
            >
              {home.callToAction.primaryLabel}
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={NextLink}
              href={href('surveyForm')}
              sx={{ color: 'common.white', borderColor: 'common.white' }}
            >
              {home.callToAction.secondaryLabel}
            </Button>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <TopHeadlines locale={locale} articles={headlines} />
        <Box component="section" aria-labelledby="mission-heading" sx={{ maxWidth: '48em', mb: { xs: 6, md: 8 } }}>
          <Typography variant="h2" id="mission-heading" sx={sectionHeadingSx}>
            {home.missionHeading}
          </Typography>
          <Typography sx={{ fontSize: '1.0625rem' }}>{home.mission}</Typography>
        </Box>
        <Box component="section" aria-labelledby="initiatives-heading" sx={{ mb: { xs: 6, md: 8 } }}>
          <Typography variant="h2" id="initiatives-heading" sx={sectionHeadingSx}>
            {home.initiativesHeading}
          </Typography>
          <InitiativeCards initiatives={home.initiatives} />
        </Box>
        <Box component="section" aria-labelledby="impact-heading" sx={{ mb: { xs: 6, md: 8 } }}>
          <Typography variant="h2" id="impact-heading" sx={sectionHeadingSx}>
            {home.impactHeading}
          </Typography>
          <ImpactStats impact={home.impact} />
        </Box>
        <NewsPreview locale={locale} headingSx={sectionHeadingSx} />
        <LatestStories locale={locale} headingSx={sectionHeadingSx} />
      </Container>

      <Box component="section" aria-labelledby="cta-heading" sx={{ bgcolor: 'background.band', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h2" id="cta-heading" sx={sectionHeadingSx}>
            {home.callToAction.heading}
          </Typography>
          <Typography sx={{ mb: 3 }}>{home.callToAction.text}</Typography>
          <Box sx={{ ...buttonRowSx, justifyContent: 'center' }}>
            <Button variant="contained" size="large" component={NextLink} href={href('rufcMembership')}>
              {home.callToAction.primaryLabel}
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={NextLink}
              href={href('surveyForm')}
              sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
            >
              {home.callToAction.secondaryLabel}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}
