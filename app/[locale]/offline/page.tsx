import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { ReloadWhenOnline } from '@/components/offline/reload-when-online';
import { localizedPath } from '@/lib/i18n/routing';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { OFFLINE_PATH } from '@/lib/offline/worker-address';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OfflinePage' });
  return pageMetadata({ locale, path: OFFLINE_PATH, title: t('title'), description: t('text'), noindex: true });
}

/**
 * What the service worker shows, at the address asked for, for a page this device never opened
 * while the connection is down. Built ahead and kept by the worker, so it needs no network.
 */
export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OfflinePage' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('text')}</Typography>
      <Typography sx={{ mb: 4 }}>{t('retry')}</Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
        <Link component={NextLink} href={localizedPath(locale, '/')} sx={{ fontWeight: 600 }}>
          {t('home')}
        </Link>
        <Link component={NextLink} href={localizedPath(locale, pathOf('news'))} sx={{ fontWeight: 600 }}>
          {t('news')}
        </Link>
      </Box>
      <ReloadWhenOnline />
    </Container>
  );
}
