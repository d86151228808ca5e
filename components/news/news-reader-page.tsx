import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import width from '@/components/layout/page-width.module.css';
import { articleViewFor } from './article-view';
import { NewsReader } from './news-reader';
import { NewsStoreProvider } from './news-store-provider';
import styles from './news-reader-page.module.css';
import { SampleNotice } from './sample-notice';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { newsService, NewsError } from '@/lib/news';
import { articlePool } from '@/lib/news/article-pool';
import { readerMessages } from '@/lib/news/reader-messages';
import { GENERIC_NEWS_ERROR } from '@/lib/news/constants';
import { isPageNotFound } from '@/lib/news/errors';
import { cachedNewsPage, cachedTopHeadlines } from '@/lib/news/cached-news';
import { readerQueryString, type ReaderAddress } from '@/lib/news/reader-address';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import type { Article, NewsResult } from '@/lib/news/types';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteNames } from '@/lib/site-names';
import { SaveDataProvider } from '@/lib/save-data/use-save-data';
import { initialDeviceState } from '@/store/device-slice';
import { initialNewsState, newsStateFromResult } from '@/store/news-slice';
import type { RootState } from '@/store/store';
import { initialUserState } from '@/store/user-slice';

/** The reader's title and description, or those of the article its address shows (article-view.tsx). */
export async function newsPageMetadata(locale: Locale, article?: Article): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'News' });
  return pageMetadata({
    locale,
    path: pathOf('news'),
    title: article?.title ?? t('title'),
    description: article?.description || t('description', { state: siteNames(locale).state }),
  });
}

/** The page of articles the reader shows: the category's page, or all news searched. */
const newsPage = (shown: ReaderAddress): Promise<NewsResult> => cachedNewsPage(shown);

/** Every article the server can open at the reader's address: the page shown, then the top headlines. */
const serverPool = (result: NewsResult | null, headlines: Article[]) => articlePool(result?.articles ?? [], headlines);

/**
 * The article the address names, if the server can find it, for the page's title. The page and
 * the headlines are the answers the page itself is about to ask for, kept by the news service.
 */
export async function articleAtAddress(address: ReaderAddress, shown: ReaderAddress): Promise<Article | undefined> {
  if (!address.article) return undefined;
  const [result, headlines] = await Promise.all([newsPage(shown).catch(() => null), cachedTopHeadlines()]);
  return serverPool(result, headlines).find((a) => a.id === address.article);
}

export interface NewsReaderPageProps {
  locale: Locale;
  /** The reader's state as its address names it. */
  address: ReaderAddress;
  /** The category and page to show: the address's, or a bare address's first preferred category. */
  shown: ReaderAddress;
  preferences: ReaderPreferences;
  /** Articles without pictures: the HTML then has no <img> for them. */
  saveData: boolean;
}

/**
 * The news reader's page, rendered for each address (app/[locale]/news): on a full load, and for
 * each address the reader's router fetches afterwards. Its page of articles is read here, on the
 * server: its articles are in the HTML and start the store, or reach it as the router's answer.
 * A page past the last one is Next's 404 page (the service refuses it without asking the provider). When the provider fails, the page says so
 * (or shows the last good copy, marked stale) and is marked not to be kept. An address naming an
 * article the server knows of shows that article in place of the list until the page hydrates,
 * so it reads without scripts too (article-view.tsx).
 */
export async function NewsReaderPage({ locale, address, shown, preferences, saveData }: NewsReaderPageProps) {
  const [t, tHeadlines] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Headlines' }),
  ]);
  const headlinesPromise = cachedTopHeadlines();
  let result: NewsResult | null = null;
  let error: string | null = null;
  try {
    result = await newsPage(shown);
  } catch (e) {
    if (isPageNotFound(e)) notFound();
    console.error('News fetch failed', e);
    error = e instanceof NewsError ? e.message : GENERIC_NEWS_ERROR;
  }
  const initialState: Partial<RootState> = {
    news: result
      ? newsStateFromResult(result, shown.category, shown.q)
      : { ...initialNewsState, category: shown.category, page: shown.page, error },
    edition: { district: shown.district, search: shown.searchAll ? shown.q.trim() : '' },
    user: { ...initialUserState, preferences },
    device: { ...initialDeviceState, pageSavedAt: result ? new Date().toISOString() : null },
  };
  const headlines = await headlinesPromise;
  const state = siteNames(locale).state;
  // The links of an article's own view keep the list it was opened from, as the reader's do.
  const newsPath = localizedPath(locale, pathOf('news'));
  const namesAll = preferences.preferredCategories.length > 0;
  const articleView = articleViewFor(address, {
    pool: serverPool(result, headlines),
    locale,
    hrefFor: (next) => `${newsPath}${readerQueryString({ ...shown, ...next }, { namesAll })}`,
  });

  // The first screen of a phone is the news: a narrow title band (with the samples' notice), then
  // the reader. The top headlines and the page's introduction follow the reader's articles.
  return (
    <SaveDataProvider value={saveData}>
      <PageHeader heading={t('heading', { state })} maxWidth="lg">
        {newsService().sample && <SampleNotice text={t('sampleNotice')} />}
      </PageHeader>
      <div className={`${width.lg} ${styles.reader}`}>
        <NextIntlClientProvider locale={locale} messages={{ News: readerMessages(messagesFor(locale).News) }}>
          <NewsStoreProvider initialState={initialState}>
            <NewsReader
              stale={result?.stale ?? false}
              headlines={headlines}
              headlinesHeading={tHeadlines('heading')}
              articleView={articleView}
            />
          </NewsStoreProvider>
        </NextIntlClientProvider>
        <p className={styles.intro}>{t('intro', { state })}</p>
      </div>
    </SaveDataProvider>
  );
}
