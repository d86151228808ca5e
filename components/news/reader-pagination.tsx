'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MaskIcon } from '@/components/icons/mask-icon';
import { pageItems } from '@/lib/news/page-items';
import styles from './reader-pagination.module.css';

interface ReaderPaginationProps {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/**
 * The reader's pages as plain links (?page=2): they work before the page's scripts have run and
 * without them, and bring no code of their own (MUI's Pagination was a chunk loaded, run and laid
 * out right after the page became interactive). A plain click stays in the reader; a click with a
 * modifier opens the page as the browser would.
 */
export function ReaderPagination({ page, count, hrefFor, onPage }: ReaderPaginationProps) {
  const t = useTranslations('News');
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul className={styles.list}>
        {pageItems(page, count).map((item) => {
          if (item.type === 'ellipsis')
            return (
              <li key={item.key} className={styles.item} aria-hidden="true">
                …
              </li>
            );
          if (item.type === 'page')
            return (
              <li key={item.page}>
                <a
                  href={hrefFor(item.page)}
                  onClick={follow(item.page)}
                  aria-current={item.current ? 'page' : undefined}
                  aria-label={t(item.current ? 'pageItems.currentPage' : 'pageItems.page', { page: item.page })}
                  className={styles.item}
                >
                  {item.page}
                </a>
              </li>
            );
          const arrow = <MaskIcon name="expandMore" className={`${styles.arrow} ${styles[item.type]}`} />;
          return (
            <li key={item.type}>
              {item.disabled ? (
                <a role="link" aria-disabled="true" aria-label={t(`pageItems.${item.type}`)} className={styles.item}>
                  {arrow}
                </a>
              ) : (
                <a
                  href={hrefFor(item.page)}
                  onClick={follow(item.page)}
                  aria-label={t(`pageItems.${item.type}`)}
                  className={styles.item}
                >
                  {arrow}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
