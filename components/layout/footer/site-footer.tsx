import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { footerGroupIds, footerGroupRoutes } from '@/lib/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';
import { CurrentYear } from './current-year';
import { SocialLinks } from './social-links';

const headingSx = {
  fontSize: '1rem',
  fontWeight: 700,
  mb: 1.5,
  color: 'common.white',
} as const;
const linkSx = { color: 'grey.100', display: 'inline-block', py: 0.5 } as const;

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const names = siteNames(locale);

  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 8, pt: 6, pb: 10 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          }}
        >
          <div>
            <Typography component="h2" sx={headingSx}>
              {t('aboutHeading')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 3 }}>
              {t('aboutText', {
                name: names.name,
                district: names.district,
                state: names.state,
                year: siteConfig.foundedYear,
                club: names.clubName,
              })}
            </Typography>
            <Typography component="h2" sx={headingSx}>
              {t('contactHeading')}
            </Typography>
            <Box
              component="address"
              sx={{
                fontStyle: 'normal',
                typography: 'body2',
                '& > *': { display: 'block', mb: 0.5 },
              }}
            >
              <span>{names.postalLocation}</span>
              <Link href={`tel:${siteConfig.phone.tel}`} sx={linkSx}>
                {siteConfig.phone.display}
              </Link>
              <Link href={`mailto:${siteConfig.email}`} sx={linkSx}>
                {siteConfig.email}
              </Link>
              <span>{names.openingHours}</span>
            </Box>
            <Typography component="h2" sx={{ ...headingSx, mt: 3 }}>
              {t('followUs')}
            </Typography>
            <SocialLinks newTabLabel={t('opensInNewTab')} />
          </div>
          <Box
            component="nav"
            aria-label={t('footerNavigation')}
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: {
                xs: 'repeat(2, 1fr)',
                sm: 'repeat(4, 1fr)',
              },
            }}
          >
            {footerGroupIds.map((group) => (
              <div key={group}>
                <Typography component="h2" sx={headingSx}>
                  {t(group)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {footerGroupRoutes(group).map((route) => (
                    <li key={route.id}>
                      <Link component={NextLink} href={localizedPath(locale, route.path)} sx={linkSx}>
                        {tNav(route.footerLabel ?? route.id)}
                      </Link>
                    </li>
                  ))}
                </Box>
              </div>
            ))}
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{
            mt: 5,
            pt: 3,
            borderTop: 1,
            borderColor: 'grey.800',
            textAlign: 'center',
          }}
        >
          <CurrentYear template={t('copyright', { year: '{year}', name: '{name}' })} name={names.name} />
        </Typography>
      </Container>
    </Box>
  );
}
