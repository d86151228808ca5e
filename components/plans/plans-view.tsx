import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { formatRupees } from '@/lib/i18n/format';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { PageHeader } from '@/components/content/page-header';

export async function PlansView({ locale }: { locale: Locale }) {
  const plans = getContent(locale).plans;
  const t = await getTranslations({ locale, namespace: 'Common' });
  const membershipPath = localizedPath(locale, pathOf('rufcMembership'));
  const payPath = localizedPath(locale, pathOf('pay'));
  return (
    <>
      <PageHeader heading={plans.heading} intro={plans.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          {plans.plans.map((plan) => {
            const price = formatRupees(locale, plan.priceInr);
            return (
              <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card
                  variant="outlined"
                  component="section"
                  aria-labelledby={`plan-${plan.id}`}
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderWidth: plan.highlighted ? 2 : 1,
                    borderColor: plan.highlighted ? 'primary.main' : 'divider',
                  }}
                >
                  <CardContent sx={{ flexGrow: 1 }}>
                    {plan.highlighted && <Chip label={t('mostChosen')} color="primary" size="small" sx={{ mb: 1 }} />}
                    <Typography variant="h2" id={`plan-${plan.id}`} sx={{ fontSize: '1.35rem', mb: 1 }}>
                      {plan.name}
                    </Typography>
                    <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}>
                      {t('perPeriod', { price, period: plan.period })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }}>
                      {plan.summary}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {plan.features.map((f) => (
                        <Typography component="li" variant="body2" key={f} sx={{ display: 'flex', gap: 1, mb: 0.75 }}>
                          <CheckIcon fontSize="small" color="primary" aria-hidden />
                          {f}
                        </Typography>
                      ))}
                    </Box>
                  </CardContent>
                  <CardActions sx={{ p: 2, flexDirection: 'column', gap: 1, '& > :not(:first-of-type)': { ml: 0 } }}>
                    <Button
                      fullWidth
                      variant={plan.highlighted ? 'contained' : 'outlined'}
                      component={NextLink}
                      href={`${membershipPath}?plan=${plan.id}`}
                    >
                      {t('choosePlan', { plan: plan.name })}
                    </Button>
                    <Button fullWidth component={NextLink} href={`${payPath}?plan=${plan.id}`}>
                      {t('payPlan', { plan: plan.name })}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            );
          })}
        </Grid>
        <Box component="ul" sx={{ mt: 4, pl: 3, color: 'text.secondary', '& li': { mb: 1 } }}>
          {plans.notes.map((n) => (
            <Typography component="li" variant="body2" key={n}>
              {n}
            </Typography>
          ))}
        </Box>
      </Container>
    </>
  );
}
