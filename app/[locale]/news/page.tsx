import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { NewsReader } from '@/components/news/news-reader';
import { NewsStoreProvider } from '@/components/news/news-store-provider';
import { SampleNotice } from '@/components/news/sample-notice';
import { TopHeadlines } from '@/components/news/top-headlines';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { messagesFor } from '@/lib/i18n/messages';
import { newsService, NewsError } from '@/lib/news';
import { GENERIC_NEWS_ERROR } from '@/lib/news/constants';
import { isPageNotFound } from '@/lib/news/errors';
import { readerParamsFromRecord } from '@/lib/news/reader-params';
import { preferencesFromCookie, READER_PREFERENCES_COOKIE } from '@/lib/news/reader-preferences';
import { topHeadlines } from '@/lib/news/top-headlines';
import type { NewsResult } from '@/lib/news/types';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { devanagariFont } from '@/lib/fonts';
import { siteNames } from '@/lib/site-names';
import { saveDataForRequest } from '@/lib/save-data/server';
import { SaveDataProvider } from '@/lib/save-data/use-save-data';
import { initialDeviceState } from '@/store/device-slice';
import { initialNewsState, newsStateFromResult } from '@/store/news-slice';
import type { RootState } from '@/store/store';
import { initialUserState } from '@/store/user-slice';

interface NewsPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'News' });
  return pageMetadata({
    locale,
    path: pathOf('news'),
    title: t('title'),
    description: t('description', { state: siteNames(locale).state }),
  });
}

/**
 * The first page is fetched here, on the server: its articles are in the HTML and start the store.
 * A page past the last one is Next's 404 page (the service refuses it without asking the provider).
 */
export default async function NewsPage({ params, searchParams }: NewsPageProps) {
  const locale = await pageLocale(params);
  preload(devanagariFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const record = await searchParams;
  const query = readerParamsFromRecord(record);
  // The reader's choices come with the request, so the page renders as they were left.
  const preferences = preferencesFromCookie((await cookies()).get(READER_PREFERENCES_COOKIE)?.value);
  // An address without a category opens on the reader's first preferred one.
  if (record.category === undefined) query.category = preferences.preferredCategories[0] ?? '';
  const t = await getTranslations({ locale, namespace: 'News' });
  const headlinesPromise = topHeadlines();
  let result: NewsResult | null = null;
  let error: string | null = null;
  try {
    result = await newsService().getNews({ category: query.category, page: query.page });
  } catch (e) {
    if (isPageNotFound(e)) notFound();
    console.error('News fetch failed', e);
    error = e instanceof NewsError ? e.message : GENERIC_NEWS_ERROR;
  }
  const initialState: Partial<RootState> = {
    news: result
      ? newsStateFromResult(result, query.category, query.q)
      : { ...initialNewsState, category: query.category, page: query.page, error },
    user: { ...initialUserState, preferences },
    device: { ...initialDeviceState, pageSavedAt: result ? new Date().toISOString() : null },
  };
  const headlines = await headlinesPromise;
  // Read here so the HTML already has no pictures when the reader saves data.
  const saveData = await saveDataForRequest();

  const state = siteNames(locale).state;
  // The first screen of a phone is the news: a narrow title band (with the samples' notice), then
  // the reader. The top headlines and the page's introduction follow the reader's articles.
  return (
    <SaveDataProvider value={saveData}>
      <PageHeader heading={t('heading', { state })} maxWidth="lg">
        {newsService().sample && <SampleNotice text={t('sampleNotice')} />}
      </PageHeader>
      <Container maxWidth="lg" sx={{ pt: { xs: 1.5, md: 4 }, pb: { xs: 3, md: 5 } }}>
        <NextIntlClientProvider locale={locale} messages={{ News: messagesFor(locale).News }}>
          <NewsStoreProvider initialState={initialState}>
            <NewsReader stale={result?.stale ?? false} headlines={headlines} />
          </NewsStoreProvider>
        </NextIntlClientProvider>
        <Box sx={{ mt: { xs: 5, md: 6 } }}>
          <TopHeadlines locale={locale} articles={headlines} />
        </Box>
        <Typography sx={{ color: 'text.secondary', maxWidth: '70ch' }}>{t('intro', { state })}</Typography>
      </Container>
    </SaveDataProvider>
  );
}
