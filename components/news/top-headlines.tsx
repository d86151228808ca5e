import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { readerQueryString, readReaderParams } from '@/lib/news/reader-params';
import type { Article } from '@/lib/news/types';
import { pathOf } from '@/lib/navigation';
import { ArticleByline } from './article-byline';

/**
 * The top headlines as a short list of title links, rendered on the server (no browser code).
 * Each opens the article in the reader, which is given the same headlines to open them from.
 * Without headlines (the feed failed) there is no strip at all.
 */
export async function TopHeadlines({ locale, articles }: { locale: Locale; articles: Article[] }) {
  if (articles.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Headlines' });
  const newsPath = localizedPath(locale, pathOf('news'));
  const base = readReaderParams(new URLSearchParams());
  return (
    <Box component="section" aria-labelledby="top-headlines-heading" sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography
        variant="h2"
        id="top-headlines-heading"
        sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5, color: 'primary.dark' }}
      >
        {t('heading')}
      </Typography>
      {/* Wraps instead of scrolling sideways, so every link is reached by Tab and nothing leaves the page. */}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {articles.map((article) => (
          <Box component="li" key={article.id} sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 1.5 }}>
            <Link
              component={NextLink}
              href={`${newsPath}${readerQueryString({ ...base, article: article.id })}`}
              lang="hi"
              sx={{ fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' }}
            >
              {article.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              <ArticleByline article={article} locale={locale} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
