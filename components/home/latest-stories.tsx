import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { postPath } from '@/lib/posts/blog-pages';
import { latestStories } from '@/lib/posts/home-notices';
import type { PublicPost } from '@/lib/posts/types';
import styles from './home-view.module.css';

/** The newest blog posts (notices have their own section above). */
export async function LatestStories({ locale, posts }: { locale: Locale; posts: readonly PublicPost[] }) {
  const stories = latestStories(posts);
  if (stories.length === 0) return null;
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  return (
    <section aria-labelledby="stories-heading">
      <h2 id="stories-heading" className={styles.sectionHeading}>
        {tNav('blog')}
      </h2>
      <ul className={`${styles.list} ${styles.threeColumns}`}>
        {stories.map((post) => (
          <li key={post.id} className={styles.story} lang={post.language === locale ? undefined : post.language}>
            <h3 className={styles.storyTitle}>
              <NextLink href={postPath(locale, post.slug)}>{post.text.title}</NextLink>
            </h3>
            <p className={styles.secondary}>{post.text.description}</p>
          </li>
        ))}
      </ul>
      <NextLink href={localizedPath(locale, pathOf('blog'))} className={styles.allStories}>
        {t('allStories')}
      </NextLink>
    </section>
  );
}
