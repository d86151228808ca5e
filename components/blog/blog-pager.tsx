import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import type { Locale } from '@/lib/i18n/routing';
import { blogPagePath } from '@/lib/posts/blog-pages';
import styles from './blog-pager.module.css';

/** Links to the blog's newer and older pages: plain links, so they work without scripts too. */
export async function BlogPager({ locale, page, pageCount }: { locale: Locale; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <nav aria-label={t('postPages')} className={styles.pager}>
      {page > 1 ? (
        <NextLink href={blogPagePath(locale, page - 1)} rel="prev">
          {t('newerPosts')}
        </NextLink>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pageOf', { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <NextLink href={blogPagePath(locale, page + 1)} rel="next">
          {t('olderPosts')}
        </NextLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
