import Link from '@mui/material/Link';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/next-link';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, localizedPath, routing } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';

export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{t('title')}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('text')}</Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
        <Link component={NextLink} href={localizedPath(locale, '/')} sx={{ fontWeight: 600 }}>
          {t('home')}
        </Link>
        <Link component={NextLink} href={localizedPath(locale, pathOf('supportCenter'))} sx={{ fontWeight: 600 }}>
          {t('support')}
        </Link>
      </Box>
    </Container>
  );
}
