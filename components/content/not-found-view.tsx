import NextLink from '@/components/next-link';
import { getLocale, getTranslations } from 'next-intl/server';
import width from '@/components/layout/page-width.module.css';
import { isLocale, localizedPath, routing } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import styles from './message-page.module.css';

/**
 * The localized 404 page inside the site's shell. It is the not-found file of only the segments
 * that can answer 404 (a path that is no route, a blog post or a news page that does not exist):
 * Next puts a segment's not-found page into the payload of every page under it, so one at the
 * top of the site would add it to every page a visitor opens.
 */
export async function NotFoundView() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className={`${width.sm} ${styles.page}`}>
      <title>{t('title')}</title>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.links}>
        <NextLink href={localizedPath(locale, '/')}>{t('home')}</NextLink>
        <NextLink href={localizedPath(locale, pathOf('supportCenter'))}>{t('support')}</NextLink>
      </div>
    </div>
  );
}
