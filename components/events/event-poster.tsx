import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import type { Locale } from '@/lib/i18n/routing';
import { postPath } from '@/lib/posts/blog-pages';
import { eventWhen } from '@/lib/posts/event-time';
import type { EventPost } from '@/lib/posts/types';
import { siteUrl } from '@/lib/seo/metadata';
import { siteNames } from '@/lib/site-names';
import { qrSvg } from '@/lib/text/qr-svg';
import { PrintButton } from './print-button';
import styles from './event-poster.module.css';

/**
 * Past these lengths the printed poster uses smaller type and a smaller code, so that the longest
 * title, summary and place a post allows (lib/posts/limits.ts) still fit one A4 sheet.
 */
const COMPACT_TITLE = 50;
const COMPACT_DESCRIPTION = 180;

/**
 * An event's poster for a panchayat's notice board: one A4 page with the title, when and where,
 * the summary, and a QR code to the event's page for those with a phone. On screen it is the page's
 * content with a print button; printed, it is the poster alone (event-poster.module.css).
 */
export async function EventPoster({ post, locale }: { post: EventPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const url = new URL(postPath(locale, post.slug), siteUrl).href;
  const place = post.text.place?.trim();
  const lang = post.language === locale ? undefined : post.language;
  const compact = post.text.title.length > COMPACT_TITLE || post.text.description.length > COMPACT_DESCRIPTION;
  return (
    <div className={styles.page}>
      <div className={styles.screenOnly}>
        <PrintButton label={t('print')} withoutScripts={t('printWithoutScripts')} />
        <Button component={NextLink} href={postPath(locale, post.slug)}>
          {t('backToEvent')}
        </Button>
      </div>
      <article className={compact ? `${styles.poster} ${styles.compact}` : styles.poster} lang={lang}>
        <p className={styles.organisation}>{siteNames(locale).name}</p>
        <h1 className={styles.title}>{post.text.title}</h1>
        <p className={styles.when}>{common('eventWhen', { when: eventWhen(locale, post.event) })}</p>
        {place && <p className={styles.where}>{common('eventWhere', { place })}</p>}
        <p className={styles.description}>{post.text.description}</p>
        <figure className={styles.code}>
          <div
            className={styles.qr}
            // Our own SVG (lib/text/qr-svg.ts): drawn on the server from the page's address, titled, nothing loaded.
            dangerouslySetInnerHTML={{ __html: qrSvg(url, t('qrTitle', { url })) }}
          />
          <figcaption className={styles.qrCaption}>
            {t('scanForDetails')}
            <span className={styles.url}>{url}</span>
          </figcaption>
        </figure>
      </article>
    </div>
  );
}
