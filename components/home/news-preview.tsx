import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { newsService } from '@/lib/news';
import { PREVIEW_PAGE_SIZE } from '@/lib/news/constants';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { formatNewsDate } from '@/lib/news/format';
import { readerQueryString, readReaderParams } from '@/lib/news/reader-params';
import { pathOf } from '@/lib/navigation';
import { siteNames } from '@/lib/site-names';
import type { Article } from '@/lib/news/types';

/** The latest Hindi headlines on the home page, as plain links: no reader code on the home page. */
export async function NewsPreview({ locale, headingSx }: { locale: Locale; headingSx: SxProps<Theme> }) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const newsPath = localizedPath(locale, pathOf('news'));
  let articles: Article[];
  try {
    articles = (await newsService().getNews({ limit: PREVIEW_PAGE_SIZE })).articles;
  } catch (error) {
    console.error('News preview unavailable', error);
    articles = [];
  }
  const base = readReaderParams(new URLSearchParams());
  return (
    <Box component="section" aria-labelledby="news-preview-heading" sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography variant="h2" id="news-preview-heading" sx={headingSx}>
        {t('previewHeading', { state: siteNames(locale).state })}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}
      >
        {articles.map((article) => (
          <Box component="li" key={article.id} sx={{ borderLeft: 4, borderColor: 'secondary.main', pl: 2 }}>
            <Typography component="h3" lang="hi" sx={{ fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.5 }}>
              <Link component={NextLink} href={`${newsPath}${readerQueryString({ ...base, article: article.id })}`}>
                {article.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" lang="hi">
              {article.source.name} · {formatNewsDate(article.publishedAt, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 2 }}>
        <Link component={NextLink} href={newsPath} sx={{ fontWeight: 600 }}>
          {t('previewAll')}
        </Link>
        <Link
          component={NextLink}
          href={`${newsPath}${readerQueryString({ ...base, district: DISTRICT_SLUG })}`}
          sx={{ fontWeight: 600 }}
        >
          {t('previewDistrict', { district: siteNames(locale).district })}
        </Link>
      </Box>
    </Box>
  );
}
