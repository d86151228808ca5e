'use client';

import { useEffect, useMemo, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { relatedArticles } from '@/lib/news/related';
import { mostReadArticles } from '@/lib/news/reading-record';
import type { Article } from '@/lib/news/types';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { articleViewed } from '@/store/device-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ArticleBody } from './article-body';
import { ArticleList } from './article-list';
import { BookmarkButton } from './bookmark-button';
import { ListenControl } from './listen-control';
import styles from './article-dialog.module.css';
import { ShareButton } from './share-button';

interface ArticleDialogProps {
  article: Article;
  /** Every article the reader knows of: the page, bookmarks, articles opened before and the headlines. */
  pool: Article[];
  shareUrl: string;
  hrefFor: (article: Article) => string;
  onOpen: (article: Article) => void;
  onClose: () => void;
}

/** Reading an article: records the view, links out to the source, shows related and most-read articles. */
export function ArticleDialog({ article, pool, shareUrl, hrefFor, onOpen, onClose }: ArticleDialogProps) {
  const t = useTranslations('News');
  const locale = useSiteLocale();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const reading = useAppSelector((s) => s.device.reading);
  const recorded = useRef<string | null>(null);

  // Showing an article is an event the store records (its listener saves it on the device). Each
  // opened article counts once; the ref also absorbs React's development double effects.
  useEffect(() => {
    if (recorded.current === article.id) return;
    recorded.current = article.id;
    dispatch(articleViewed(article));
  }, [article, dispatch]);

  const views = reading.views[article.id] ?? 0;
  const mostRead = useMemo(() => mostReadArticles(pool, reading), [pool, reading]);

  const related = relatedArticles(article, pool);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="article-title">
      <DialogTitle id="article-title" lang="hi" className={styles.title}>
        {article.title}
      </DialogTitle>
      <DialogContent dividers>
        <ArticleBody article={article} locale={locale} bylineEnd={views > 0 && ` · ${t('views', { count: views })}`}>
          <ListenControl key={article.id} title={article.title} description={article.description} />
        </ArticleBody>
        <ArticleList heading={t('related')} articles={related} hrefFor={hrefFor} onOpen={onOpen} />
        <ArticleList heading={t('mostRead')} articles={mostRead} hrefFor={hrefFor} onOpen={onOpen} />
      </DialogContent>
      <DialogActions className={styles.actions}>
        <BookmarkButton article={article} />
        <ShareButton title={article.title} url={article.link || shareUrl} />
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
