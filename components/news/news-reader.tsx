'use client';

import { useCallback, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { NewsCategory } from '@/lib/news/constants';
import { articlePool } from '@/lib/news/article-pool';
import { newestFirst } from '@/lib/news/district-edition';
import { articlesAboutDistrict } from '@/lib/news/district-filter';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import type { Article } from '@/lib/news/types';
import { siteNames } from '@/lib/site-names';
import { useHydrated } from '@/lib/use-hydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { retryRequested } from '@/store/reader-listener';
import { preferencesChanged } from '@/store/user-slice';
import { ArticleGrid } from './article-grid';
import { HeadlineStrip } from './headline-strip';
import { OfflineNotice } from './offline-notice';
import { noticeClass, ReaderAlert, ReaderEmpty, ReaderError, ReaderSkeleton } from './reader-states';
import { ReaderPagination } from './reader-pagination';
import { categoryTabId } from './category-tabs';
import { categoryTabValue, ReaderToolbar } from './reader-toolbar';
import styles from './news-reader.module.css';
import { useReaderUrl } from './use-reader-url';

// The article view's code (dialog, share, related) loads when an article is opened. Its styles come
// with the page's own, inlined: a sheet reached only through the dynamic import would be linked as
// a file of its own, one more request (and, rendered on the server, an invalid <link>).
import './article-dialog.module.css';
import './listen-control.module.css';

const ArticleDialog = dynamic(() => import('./article-dialog').then((m) => m.ArticleDialog));

interface NewsReaderProps {
  stale: boolean;
  /** The top headlines shown below the reader: not on its pages, but they open here like its own. */
  headlines: Article[];
  headlinesHeading: string;
  /**
   * The article the address names, as the server rendered it for a browser that runs no scripts
   * (a feature phone, a data saver): shown in place of the reader until the page has hydrated,
   * after which the article opens in its dialog over the reader.
   */
  articleView?: ReactNode;
}

export function NewsReader({ stale, headlines, headlinesHeading, articleView }: NewsReaderProps) {
  const t = useTranslations('News');
  const dispatch = useAppDispatch();
  const news = useAppSelector((s) => s.news);
  const device = useAppSelector((s) => s.device);
  const preferences = useAppSelector((s) => s.user.preferences);
  const { params, hrefFor, push, replace } = useReaderUrl();
  const locale = useSiteLocale();
  const district = siteNames(locale).district;
  const panelId = useId();
  const serverArticle = useHydrated() ? null : articleView;

  const pool = useMemo(
    () => articlePool(news.articles, news.bookmarks, device.opened, headlines),
    [news.articles, news.bookmarks, device.opened, headlines],
  );
  const opened = params.article ? pool.find((a) => a.id === params.article) : undefined;
  const articleHref = useCallback((article: Article) => hrefFor({ article: article.id }), [hrefFor]);
  // One open handler for the life of the reader, calling the newest `push`: the cards keep their
  // handler while the grid is unchanged (ArticleGrid), and an older push would build on an older address.
  const latestPush = useRef(push);
  useLayoutEffect(() => {
    latestPush.current = push;
  });
  const openArticle = useCallback((article: Article) => latestPush.current({ article: article.id }), []);
  const showingBookmarks = params.view === 'bookmarks';
  // Searching all news, the articles are the provider's answer for the query, shown as they are;
  // otherwise a query searches the page shown (the store's filteredArticles).
  const searchingAll = params.searchAll && !showingBookmarks;
  const pageSearch = searchingAll ? null : news.filteredArticles;
  const unfiltered = showingBookmarks ? news.bookmarks : (pageSearch ?? news.articles);
  // The district's own edition comes from the server already filtered; the same place rules keep
  // the district's articles among the bookmarks, and among a state page saved on the device offline.
  const districtOnly = params.district !== '';
  // Offline, the district's edition is every story about it this device holds: the page saved,
  // the bookmarks and the articles opened before, newest first.
  const offlineDistrict = districtOnly && !device.online && !showingBookmarks && !pageSearch;
  const list = useMemo(() => {
    if (!districtOnly) return unfiltered;
    if (!offlineDistrict) return articlesAboutDistrict(unfiltered);
    return articlesAboutDistrict(articlePool(unfiltered, news.bookmarks, device.opened)).sort(newestFirst);
  }, [districtOnly, offlineDistrict, unfiltered, news.bookmarks, device.opened]);
  const setDistrictOnly = (on: boolean) => push({ district: on ? DISTRICT_SLUG : '', article: '' });
  const togglePreferred = (category: NewsCategory) => {
    const current = preferences.preferredCategories;
    const next = current.includes(category) ? current.filter((c) => c !== category) : [...current, category];
    dispatch(preferencesChanged({ preferredCategories: next }));
  };
  // Told to screen readers as a filter changes what the page shows.
  let announcement = '';
  if (!showingBookmarks && districtOnly) announcement = t('districtResults', { count: list.length, district });
  else if (searchingAll) announcement = t('searchAllResults', { count: news.totalResults, query: params.q.trim() });
  else if (!showingBookmarks && pageSearch)
    announcement = t('searchResults', { count: pageSearch.length, query: news.searchQuery });
  // Bookmarks live on this device: the server cannot know them, so their view waits for the device.
  const waitingForDevice = showingBookmarks && !device.storageRead;
  const loading = news.loading && !showingBookmarks;

  return (
    <>
      {serverArticle}
      <div hidden={!!serverArticle}>
        {stale && device.online && (
          <ReaderAlert severity="warning" className={noticeClass}>
            {t('staleNotice')}
          </ReaderAlert>
        )}
        {!device.online && <OfflineNotice savedAt={device.pageSavedAt} />}
        <ReaderToolbar
          category={news.category}
          panelId={panelId}
          view={params.view}
          search={news.searchQuery}
          bookmarkCount={device.storageRead ? news.bookmarks.length : null}
          district={district}
          districtOnly={districtOnly}
          layout={preferences.layout}
          preferredCategories={preferences.preferredCategories}
          online={device.online}
          onCategory={(category) => push({ category, page: 1, q: '', article: '', view: 'all' })}
          onView={(view) => push({ view, article: '' })}
          onSearch={(q) => replace(params.searchAll ? { q, searchAll: false, page: 1 } : { q })}
          onDistrictOnly={setDistrictOnly}
          onLayout={(layout) => dispatch(preferencesChanged({ layout }))}
          onTogglePreferred={togglePreferred}
        />
        {/* What the category tabs pick: the articles, their paging, and what the filters leave. */}
        <div role="tabpanel" id={panelId} aria-labelledby={categoryTabId(panelId, categoryTabValue(news.category))}>
          <div aria-live="polite" className="visually-hidden">
            {announcement}
          </div>
          {loading || waitingForDevice ? (
            <ReaderSkeleton />
          ) : news.error && !showingBookmarks ? (
            <ReaderError message={news.error} onRetry={device.online ? () => dispatch(retryRequested()) : undefined} />
          ) : districtOnly && list.length === 0 && (showingBookmarks ? unfiltered.length > 0 : !pageSearch) ? (
            <ReaderEmpty
              text={t(showingBookmarks ? 'districtEmptyBookmarks' : 'districtEmpty', { district })}
              action={
                <Button variant="outlined" onClick={() => setDistrictOnly(false)}>
                  {t('clearDistrict')}
                </Button>
              }
            />
          ) : list.length === 0 ? (
            <ReaderEmpty
              text={
                showingBookmarks
                  ? t('noBookmarks')
                  : searchingAll
                    ? t('searchAllResults', { count: 0, query: params.q.trim() })
                    : pageSearch
                      ? t('searchResults', { count: 0, query: news.searchQuery })
                      : t('empty')
              }
            />
          ) : (
            <ArticleGrid articles={list} layout={preferences.layout} hrefFor={articleHref} onOpen={openArticle} />
          )}
          {/* The page's search found what it found; one tap asks the provider for all news. */}
          {pageSearch && !showingBookmarks && device.online && (
            <div className={styles.below}>
              <Button
                variant="outlined"
                href={hrefFor({ searchAll: true, page: 1, article: '' })}
                onClick={(event) => {
                  event.preventDefault();
                  push({ searchAll: true, page: 1, article: '' });
                }}
              >
                {t('searchAll', { query: news.searchQuery.trim() })}
              </Button>
            </div>
          )}
          {!showingBookmarks && !pageSearch && !news.error && !loading && news.totalPages > 0 && device.online && (
            <p className={`${styles.below} ${styles.status}`}>
              {t('pageStatus', { page: news.page, total: news.totalPages })}
              {' · '}
              {t('resultCount', { count: news.totalResults })}
            </p>
          )}
          {/* Paging needs the connection: offline there is only the saved page. */}
          {!showingBookmarks && !pageSearch && news.totalPages > 1 && !news.error && device.online && (
            <ReaderPagination
              page={news.page}
              count={news.totalPages}
              hrefFor={(page) => hrefFor({ page, q: searchingAll ? params.q : '', article: '' })}
              onPage={(page) => {
                push({ page, q: searchingAll ? params.q : '', article: '' });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </div>
        {opened && (
          <ArticleDialog
            article={opened}
            pool={pool}
            shareUrl={typeof window === 'undefined' ? '' : `${window.location.origin}${articleHref(opened)}`}
            hrefFor={articleHref}
            onOpen={openArticle}
            onClose={() => push({ article: '' })}
          />
        )}
      </div>
      {headlines.length > 0 && (
        <div className={styles.headlines}>
          <HeadlineStrip
            heading={headlinesHeading}
            locale={locale}
            articles={headlines}
            inReader={{ hrefFor: articleHref, onOpen: openArticle }}
          />
        </div>
      )}
    </>
  );
}
