import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/next-link';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { PageHeader } from '@/components/content/page-header';
import { BlogMeta } from './blog-meta';

export function BlogIndexView({ locale }: { locale: Locale }) {
  const blog = getContent(locale).blog;
  return (
    <>
      <PageHeader heading={blog.heading} intro={blog.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {blog.posts.map((post) => (
            <Grid key={post.slug} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={NextLink}
                  href={localizedPath(locale, `${pathOf('blog')}/${post.slug}`)}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <BlogMeta post={post} locale={locale} />
                    <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1.5, mb: 1, color: 'primary.dark' }}>
                      {post.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {post.excerpt}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
