import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import type { BlogPost } from '@/lib/content/types';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { ContentSections } from '@/components/content/content-sections';
import { PageHeader } from '@/components/content/page-header';
import { BlogMeta } from './blog-meta';

export async function BlogPostView({ post, locale }: { post: BlogPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <Box component="article">
      <PageHeader heading={post.title} intro={post.excerpt}>
        <Box sx={{ mt: 2 }}>
          <BlogMeta post={post} locale={locale} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('by', { author: post.author })}
          </Typography>
        </Box>
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <ContentSections sections={post.body} />
        <Button
          component={NextLink}
          href={localizedPath(locale, pathOf('blog'))}
          startIcon={<ArrowBackIcon aria-hidden />}
        >
          {t('backToBlog')}
        </Button>
      </Container>
    </Box>
  );
}
