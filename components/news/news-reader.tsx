'use client';

import { useEffect, useMemo } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { articlesAboutDistrict } from '@/lib/news/district-filter';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { cachedArticles } from '@/lib/news/tracking';
import type { Article } from '@/lib/news/types';
import { siteNames } from '@/lib/site-names';
import { fetchNews, setCategory, setSearchQuery } from '@/store/news-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ArticleGrid } from './article-grid';
import { ReaderEmpty, ReaderError, ReaderSkeleton } from './reader-states';
import { ReaderToolbar } from './reader-toolbar';
import { useReaderUrl } from './use-reader-url';

// The article view's code (dialog, share, related) loads when an article is opened.
const ArticleDialog = dynamic(() => import('./article-dialog').then((m) => m.ArticleDialog));

interface NewsReaderProps {
  sample: boolean;
  stale: boolean;
  /** The top headlines shown above the reader: not on its pages, but their links open them here. */
  headlines: Article[];
}

export function NewsReader({ sample, stale, headlines }: NewsReaderProps) {
  const t = useTranslations('News');
  const dispatch = useAppDispatch();
  const news = useAppSelector((s) => s.news);
  const { params, hrefFor, push, replace } = useReaderUrl();
  const district = siteNames(useSiteLocale()).district;

  // The URL leads: a changed category or page (a click, Back or Forward) fetches that page.
  useEffect(() => {
    if (params.category === news.category && params.page === news.page && !news.error) return;
    if (params.category !== news.category) dispatch(setCategory(params.category));
    void dispatch(fetchNews({ category: params.category, page: params.page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.category, params.page]);

  useEffect(() => {
    if (params.q !== news.searchQuery) dispatch(setSearchQuery(params.q));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.q]);

  const pool = useMemo(() => {
    const byId = new Map<string, Article>();
    for (const a of [...news.articles, ...news.bookmarks, ...cachedArticles(), ...headlines]) {
      if (!byId.has(a.id)) byId.set(a.id, a);
    }
    return [...byId.values()];
  }, [news.articles, news.bookmarks, headlines]);

  const opened = params.article ? pool.find((a) => a.id === params.article) : undefined;
  const articleHref = (article: Article) => hrefFor({ article: article.id });
  const openArticle = (article: Article) => push({ article: article.id });
  const showingBookmarks = params.view === 'bookmarks';
  const unfiltered = showingBookmarks ? news.bookmarks : (news.filteredArticles ?? news.articles);
  // The provider cannot ask for a district, so the filter keeps the articles of the page already
  // loaded (or the bookmarks) that name one of its places; paging moves on to the next page's.
  const districtOnly = params.district !== '';
  const list = useMemo(
    () => (districtOnly ? articlesAboutDistrict(unfiltered) : unfiltered),
    [districtOnly, unfiltered],
  );
  const setDistrictOnly = (on: boolean) => push({ district: on ? DISTRICT_SLUG : '', article: '' });
  // Told to screen readers as a filter changes what the page shows.
  let announcement = '';
  if (!showingBookmarks && districtOnly) announcement = t('districtResults', { count: list.length, district });
  else if (!showingBookmarks && news.filteredArticles)
    announcement = t('searchResults', { count: news.filteredArticles.length, query: news.searchQuery });
  const retry = () => void dispatch(fetchNews({ category: params.category, page: params.page }));

  return (
    <Box>
      {sample && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('sampleNotice')}
        </Alert>
      )}
      {stale && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('staleNotice')}
        </Alert>
      )}
      <ReaderToolbar
        category={news.category}
        view={params.view}
        search={news.searchQuery}
        bookmarkCount={news.bookmarks.length}
        district={district}
        districtOnly={districtOnly}
        onCategory={(category) => push({ category, page: 1, q: '', article: '', view: 'all' })}
        onView={(view) => push({ view, article: '' })}
        onSearch={(q) => {
          dispatch(setSearchQuery(q));
          replace({ q });
        }}
        onDistrictOnly={setDistrictOnly}
      />
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {news.loading && !showingBookmarks ? (
        <ReaderSkeleton />
      ) : news.error && !showingBookmarks ? (
        <ReaderError message={news.error} onRetry={retry} />
      ) : list.length === 0 && unfiltered.length > 0 ? (
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
              : news.filteredArticles
                ? t('searchResults', { count: 0, query: news.searchQuery })
                : t('empty')
          }
        />
      ) : (
        <ArticleGrid articles={list} hrefFor={articleHref} onOpen={openArticle} />
      )}
      {!showingBookmarks && !news.filteredArticles && news.totalPages > 1 && !news.error && (
        <Pagination
          count={news.totalPages}
          page={news.page}
          onChange={(_, page) => {
            push({ page, q: '', article: '' });
            window.scrollTo({ top: 0 });
          }}
          aria-label={t('pagination')}
          getItemAriaLabel={(type, page, selected) => {
            if (type === 'page') return t(selected ? 'pageItems.currentPage' : 'pageItems.page', { page: page ?? 0 });
            return t(`pageItems.${type}`);
          }}
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          siblingCount={0}
        />
      )}
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
    </Box>
  );
}
