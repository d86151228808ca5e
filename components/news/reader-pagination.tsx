'use client';

import { useTranslations } from 'next-intl';
import usePagination from '@mui/material/usePagination';
import { SiteIcon } from '@/components/icons/site-icon';
import { inPlace } from './in-place-click';
import styles from './reader-pagination.module.css';

interface ReaderPaginationProps {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/**
 * The reader's pages as plain links (?page=2), laid out by MUI's usePagination (one page kept at
 * each end, none beside the current one): they work before the page's scripts have run and
 * without them, and bring only that small hook (MUI's Pagination was a chunk loaded, run and laid
 * out right after the page became interactive). A plain click stays in the reader; a click with a
 * modifier opens the page as the browser would.
 */
export function ReaderPagination({ page, count, hrefFor, onPage }: ReaderPaginationProps) {
  const t = useTranslations('News');
  const { items } = usePagination({ count, page, siblingCount: 0 });
  const follow = (target: number) => inPlace(() => onPage(target));
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul className={styles.list}>
        {items.map((item) => {
          const { type, page: target } = item;
          if (target === null)
            return (
              <li key={type} className={styles.item} aria-hidden="true">
                …
              </li>
            );
          if (type === 'page')
            return (
              <li key={target}>
                <a
                  href={hrefFor(target)}
                  onClick={follow(target)}
                  aria-current={item.selected ? 'page' : undefined}
                  aria-label={t(item.selected ? 'pageItems.currentPage' : 'pageItems.page', { page: target })}
                  className={styles.item}
                >
                  {target}
                </a>
              </li>
            );
          // Only previous and next are asked for (no first or last buttons).
          if (type !== 'previous' && type !== 'next') return null;
          const label = t(`pageItems.${type}`);
          const arrow = <SiteIcon name="expandMore" className={`${styles.arrow} ${styles[type]}`} />;
          return (
            <li key={type}>
              {item.disabled ? (
                <a role="link" aria-disabled="true" aria-label={label} className={styles.item}>
                  {arrow}
                </a>
              ) : (
                <a href={hrefFor(target)} onClick={follow(target)} aria-label={label} className={styles.item}>
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
