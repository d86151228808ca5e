'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { UsePaginationItem } from '@mui/material/usePagination';
import { useTranslations } from 'next-intl';
import styles from './inbox-pagination.module.css';

/** Page links with their names in the page's language (MUI's own are English only). */
export function InboxPagination({
  count,
  page,
  onChange,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const t = useTranslations('Inbox');
  const nameOf = ({ type, page: target, selected }: UsePaginationItem) => {
    if (type === 'page') return t(selected ? 'pageItems.currentPage' : 'pageItems.page', { page: target ?? 0 });
    // The "…" between page numbers is not a control, so it gets no name.
    if (type === 'start-ellipsis' || type === 'end-ellipsis') return undefined;
    return t(`pageItems.${type}`);
  };
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_, value) => onChange(value)}
      aria-label={t('pages')}
      siblingCount={0}
      renderItem={(item) => <PaginationItem {...item} aria-label={nameOf(item)} />}
      className={styles.pagination}
    />
  );
}
