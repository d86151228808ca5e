import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';
import { StaticIcon } from '@/components/icons/static-icon';
import { brandBandSx } from '@/components/theme/brand-band';

const itemSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75 } as const;
const iconSx = { fontSize: '1rem' } as const;

export async function ContactStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactStrip' });
  const names = siteNames(locale);
  return (
    <Box component="aside" aria-label={t('label')} sx={{ ...brandBandSx, fontSize: '0.8125rem', py: 0.5 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.25,
          justifyContent: { xs: 'center', md: 'flex-start' },
        }}
      >
        <Box component="span" sx={itemSx}>
          <StaticIcon name="accessTime" sx={iconSx} />
          <span className="visually-hidden">{t('hours')}: </span>
          {names.openingHours}
        </Box>
        <Box component="span" sx={itemSx}>
          <StaticIcon name="phone" sx={iconSx} />
          <span className="visually-hidden">{t('phone')}: </span>
          <Link href={`tel:${siteConfig.phone.tel}`} color="inherit" underline="always">
            {siteConfig.phone.display}
          </Link>
        </Box>
        <Box component="span" sx={itemSx}>
          <StaticIcon name="place" sx={iconSx} />
          <span className="visually-hidden">{t('location')}: </span>
          {names.postalLocation}
        </Box>
      </Container>
    </Box>
  );
}
