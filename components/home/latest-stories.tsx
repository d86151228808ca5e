import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import text from '@/components/theme/typography.module.css';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import styles from './home-view.module.css';

const LATEST_COUNT = 3;

export async function LatestStories({ locale }: { locale: Locale }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const posts = getContent(locale).blog.posts.slice(0, LATEST_COUNT);
  const blogPath = pathOf('blog');
  return (
    <section aria-labelledby="stories-heading">
      <h2 id="stories-heading" className={styles.sectionHeading}>
        {tNav('blog')}
      </h2>
      <ul className={`${styles.list} ${styles.threeColumns}`}>
        {posts.map((post) => (
          <li key={post.slug} className={styles.story}>
            <h3 className={styles.storyTitle}>
              <NextLink href={localizedPath(locale, `${blogPath}/${post.slug}`)} className={text.link}>
                {post.title}
              </NextLink>
            </h3>
            <p className={`${text.body2} ${styles.secondary}`}>{post.excerpt}</p>
          </li>
        ))}
      </ul>
      <NextLink href={localizedPath(locale, blogPath)} className={`${text.link} ${styles.allStories}`}>
        {t('allStories')}
      </NextLink>
    </section>
  );
}
