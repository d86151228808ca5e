import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { newsService } from '@/lib/news';
import { PREVIEW_PAGE_SIZE } from '@/lib/news/constants';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { formatNewsDate } from '@/lib/news/format';
import { readerQueryString, readReaderAddress } from '@/lib/news/reader-address';
import { pathOf } from '@/lib/navigation';
import { siteNames } from '@/lib/site-names';
import type { Article } from '@/lib/news/types';
import styles from './home-view.module.css';

/** The latest Hindi headlines on the home page, as plain links: no reader code on the home page. */
export async function NewsPreview({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const newsPath = localizedPath(locale, pathOf('news'));
  let articles: Article[];
  try {
    articles = (await newsService().getNews({ limit: PREVIEW_PAGE_SIZE })).articles;
  } catch (error) {
    console.error('News preview unavailable', error);
    articles = [];
  }
  const base = readReaderAddress(new URLSearchParams());
  return (
    <section aria-labelledby="news-preview-heading" className={styles.section}>
      <h2 id="news-preview-heading" className={styles.sectionHeading}>
        {t('previewHeading', { state: siteNames(locale).state })}
      </h2>
      <ul className={`${styles.list} ${styles.twoColumns}`}>
        {articles.map((article) => (
          <li key={article.id} className={styles.headline}>
            <h3 lang="hi" className={styles.headlineTitle}>
              <NextLink href={`${newsPath}${readerQueryString({ ...base, article: article.id })}`}>
                {article.title}
              </NextLink>
            </h3>
            <p lang="hi" className={styles.secondary}>
              {article.source.name} · {formatNewsDate(article.publishedAt, locale)}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <NextLink href={newsPath}>{t('previewAll')}</NextLink>
        <NextLink href={`${newsPath}${readerQueryString({ ...base, district: DISTRICT_SLUG })}`}>
          {t('previewDistrict', { district: siteNames(locale).district })}
        </NextLink>
      </div>
    </section>
  );
}
