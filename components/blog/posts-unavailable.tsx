import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/routing';
import { UNCACHED_PAGE_ATTRIBUTE } from '@/lib/security/uncached-page.mjs';

/** Marks a page rendered without its posts: it is not kept, so the next visit reads them again. */
export const PostsUnavailableMark = () => <template {...{ [UNCACHED_PAGE_ATTRIBUTE]: '' }} />;

/** Said when the posts cannot be read. */
export async function PostsUnavailableNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <Typography role="status">{t('postsUnavailable')}</Typography>
      <PostsUnavailableMark />
    </>
  );
}

/** A post's page when the posts cannot be read: the blog's heading and the note. */
export function PostsUnavailablePage({ locale }: { locale: Locale }) {
  return (
    <>
      <PageHeader heading={getContent(locale).blog.heading} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PostsUnavailableNote locale={locale} />
      </Container>
    </>
  );
}
