import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PublicPost } from '@/lib/posts/types';
import styles from './blog.module.css';

/** A post's kind or category, date and reading time. */
export async function PostMeta({ post, locale }: { post: PublicPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const label =
    post.kind === 'blog' && post.category ? t(`blogCategories.${post.category}`) : t(`postKinds.${post.kind}`);
  return (
    <div className={styles.meta}>
      <span className={styles.kind}>{label}</span>
      <p className={styles.date}>
        <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
        {post.kind === 'blog' && (
          <>
            {' · '}
            {t('minutesRead', { minutes: post.readingMinutes })}
          </>
        )}
      </p>
    </div>
  );
}
