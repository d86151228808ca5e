import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/routing';
import { eventsCalendarPath } from '@/lib/events/event-posts';
import { postPath } from '@/lib/posts/blog-pages';
import type { PublicPost } from '@/lib/posts/types';
import { PageHeader } from '@/components/content/page-header';
import { BlogPager } from './blog-pager';
import { PostMeta } from './post-meta';
import { PostsUnavailableNote } from './posts-unavailable';

interface BlogIndexProps {
  locale: Locale;
  /** This page's posts, or null when they could not be read. */
  posts: PublicPost[] | null;
  page: number;
  pageCount: number;
}

export async function BlogIndexView({ locale, posts, page, pageCount }: BlogIndexProps) {
  const blog = getContent(locale).blog;
  const t = await getTranslations({ locale, namespace: 'Common' });
  const events = await getTranslations({ locale, namespace: 'Events' });
  return (
    <>
      <PageHeader heading={blog.heading} intro={blog.intro}>
        {/* A file a phone's calendar subscribes to, not a page: a plain link, not a client navigation. */}
        <Link href={eventsCalendarPath(locale)} sx={{ display: 'inline-block', mt: 1 }}>
          {events('subscribeCalendar')}
        </Link>
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {posts === null && <PostsUnavailableNote locale={locale} />}
        {posts?.length === 0 && <Typography>{t('noPosts')}</Typography>}
        {posts && posts.length > 0 && (
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {posts.map((post) => (
              <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={NextLink}
                    href={postPath(locale, post.slug)}
                    sx={{ height: '100%', alignItems: 'flex-start' }}
                  >
                    <CardContent lang={post.language === locale ? undefined : post.language}>
                      <PostMeta post={post} locale={locale} />
                      <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1.5, mb: 1, color: 'primary.dark' }}>
                        {post.text.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {post.text.description}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
        <BlogPager locale={locale} page={page} pageCount={pageCount} />
      </Container>
    </>
  );
}
