import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/routing';
import { siteNames } from '@/lib/site-names';
import { buildNavModel } from './nav-model';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { SignedInIndicator } from './signed-in-indicator';
import { LanguageSwitch } from './language-switch';
import { pathOf } from '@/lib/navigation';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [nav, t, tAdmin, tLanguage] = await Promise.all([
    buildNavModel(locale),
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'Language' }),
  ]);
  const { name } = siteNames(locale);
  return (
    <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
          <MobileNav
            nav={nav}
            labels={{
              open: t('openNavigation'),
              close: t('closeNavigation'),
              title: name,
              language: tLanguage('label'),
            }}
          />
          <Box
            component={NextLink}
            href={localizedPath(locale, '/')}
            aria-label={t('homeLink', { name })}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'primary.dark',
              textDecoration: 'none',
              mr: 'auto',
            }}
          >
            <Box component="img" src="/logo.svg" alt="" width={36} height={36} />
            <Box component="span" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.2 }}>
              {name}
            </Box>
          </Box>
          <LanguageSwitch locale={locale} />
          <SignedInIndicator
            template={tAdmin('headerSignedIn', { name: '{name}' })}
            href={localizedPath(locale, pathOf('adminLogin'))}
          />
          <Box component="nav" aria-label={t('mainNavigation')} sx={{ display: { xs: 'none', md: 'block' } }}>
            <DesktopNav nav={nav} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
