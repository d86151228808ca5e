import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { eventCalendarPath, eventPosterPath } from '@/lib/events/event-posts';
import { eventShareMessage } from '@/lib/events/share-message';
import type { Locale } from '@/lib/i18n/routing';
import { postPath } from '@/lib/posts/blog-pages';
import type { EventPost } from '@/lib/posts/types';
import { siteUrl } from '@/lib/seo/metadata';
import { whatsAppShareLink } from '@/lib/text/whatsapp-link';
import { ShareElsewhere } from './share-elsewhere';
import styles from './event-actions.module.css';

/**
 * What a reader can do with an event besides going: send it on WhatsApp (how news travels here),
 * share or copy it another way, put it in their calendar, print its poster. The links work without
 * scripts; sharing another way and copying need them, and appear only when the browser can.
 */
export async function EventActions({ post, locale }: { post: EventPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const url = new URL(postPath(locale, post.slug), siteUrl).href;
  const message = await eventShareMessage(post, locale, url);
  return (
    <section aria-labelledby="event-actions-heading" className={styles.actions}>
      <h2 id="event-actions-heading" className={styles.heading}>
        {t('shareHeading')}
      </h2>
      <div className={styles.row}>
        <Button
          component="a"
          variant="contained"
          href={whatsAppShareLink(message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shareWhatsApp')}
        </Button>
        <ShareElsewhere
          title={post.text.title}
          message={message}
          labels={{ share: t('shareOther'), copy: t('copyMessage'), copied: t('copied'), copyFailed: t('copyFailed') }}
        />
        <Button component="a" variant="outlined" href={eventCalendarPath(locale, post.slug)} download>
          {t('addToCalendar')}
        </Button>
        <Button component={NextLink} variant="outlined" href={eventPosterPath(locale, post.slug)}>
          {t('printPoster')}
        </Button>
      </div>
    </section>
  );
}
