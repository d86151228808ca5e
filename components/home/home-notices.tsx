import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { PostEvent } from '@/components/blog/post-event';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { postPath } from '@/lib/posts/blog-pages';
import { homeNotices } from '@/lib/posts/home-notices';
import type { PublicPost } from '@/lib/posts/types';
import styles from './home-view.module.css';

/**
 * Coming events and the newest notices (a trial date, a health camp next Sunday), each linking to
 * its page. Rendered with the home page, which is rendered again when a post is published.
 */
export async function HomeNotices({ locale, posts }: { locale: Locale; posts: readonly PublicPost[] }) {
  const notices = homeNotices(posts, new Date());
  if (notices.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <section aria-labelledby="notices-heading" className={styles.section}>
      <h2 id="notices-heading" className={styles.sectionHeading}>
        {t('noticesHeading')}
      </h2>
      <ul className={`${styles.list} ${styles.twoColumns}`}>
        {notices.map((post) => (
          <li key={post.id} className={styles.story}>
            <h3 className={styles.storyTitle} lang={post.language === locale ? undefined : post.language}>
              <NextLink href={postPath(locale, post.slug)}>{post.text.title}</NextLink>
            </h3>
            <PostEvent post={post} locale={locale} className={styles.secondary} />
            {post.text.description && (
              <p className={styles.secondary} lang={post.language === locale ? undefined : post.language}>
                {post.text.description}
              </p>
            )}
          </li>
        ))}
      </ul>
      <NextLink href={localizedPath(locale, pathOf('blog'))} className={styles.allStories}>
        {t('allNotices')}
      </NextLink>
    </section>
  );
}
