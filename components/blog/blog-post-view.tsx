import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { postStructuredData, structuredDataJson } from '@/lib/posts/post-metadata';
import type { PublicPost } from '@/lib/posts/types';
import { PageHeader } from '@/components/content/page-header';
import sections from '@/components/content/content-sections.module.css';
import width from '@/components/layout/page-width.module.css';
import { LanguageNote } from './language-note';
import { PostBody } from './post-body';
import { PostEvent } from './post-event';
import { PostMeta } from './post-meta';
import { EventActions } from '@/components/events/event-actions';
import { RegisterCall } from '@/components/events/register-call';
import { SiteIcon } from '@/components/icons/site-icon';
import { rosterForEventPage } from '@/lib/events/registration-page';
import { isEventPost } from '@/lib/posts/home-notices';
import styles from './blog.module.css';

/**
 * How wide the body's pictures are shown: the column of the Container below (maxWidth "md",
 * 900 px, less its gutters of 24 px a side, 16 px below 600 px wide). A picture narrower than the
 * column is shown at its own width, and no copy wider than a picture is offered of it.
 */
const POST_PICTURE_SIZES = '(min-width: 900px) 852px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

export async function BlogPostView({ post, locale }: { post: PublicPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const otherLanguage = post.language === locale ? undefined : post.language;
  const registration = isEventPost(post) ? await rosterForEventPage(post.slug) : null;
  return (
    <article>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: structuredDataJson(postStructuredData(post, locale)) }}
      />
      <PageHeader heading={post.text.title} intro={post.text.description} lang={otherLanguage}>
        <div className={styles.byline}>
          <PostMeta post={post} locale={locale} />
          <p className={styles.author}>{t('by', { author: post.author })}</p>
          <LanguageNote post={post} locale={locale} />
        </div>
      </PageHeader>
      <div className={`${width.md} ${sections.pageText}`}>
        <PostEvent post={post} locale={locale} />
        <PostBody html={post.text.body} lang={otherLanguage} pictureSizes={POST_PICTURE_SIZES} />
        {isEventPost(post) && registration && <RegisterCall post={post} locale={locale} {...registration} />}
        {isEventPost(post) && <EventActions post={post} locale={locale} />}
        <Button
          component={NextLink}
          href={localizedPath(locale, pathOf('blog'))}
          startIcon={<SiteIcon name="arrowBack" />}
        >
          {t('backToBlog')}
        </Button>
      </div>
    </article>
  );
}
