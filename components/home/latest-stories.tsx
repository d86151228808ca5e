import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';

const LATEST_COUNT = 3;

export async function LatestStories({ locale, headingSx }: { locale: Locale; headingSx: SxProps<Theme> }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const posts = getContent(locale).blog.posts.slice(0, LATEST_COUNT);
  const blogPath = pathOf('blog');
  return (
    <Box component="section" aria-labelledby="stories-heading">
      <Typography variant="h2" id="stories-heading" sx={headingSx}>
        {tNav('blog')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}
      >
        {posts.map((post) => (
          <Box component="li" key={post.slug} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              <Link component={NextLink} href={localizedPath(locale, `${blogPath}/${post.slug}`)}>
                {post.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {post.excerpt}
            </Typography>
          </Box>
        ))}
      </Box>
      <Link
        component={NextLink}
        href={localizedPath(locale, blogPath)}
        sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}
      >
        {t('allStories')}
      </Link>
    </Box>
  );
}
