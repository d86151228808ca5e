import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import sections from '@/components/content/content-sections.module.css';
import width from '@/components/layout/page-width.module.css';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/routing';
import styles from './blog.module.css';

/** Said when the posts cannot be read. */
export async function PostsUnavailableNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <p role="status" className={styles.note}>
      {t('postsUnavailable')}
    </p>
  );
}

/** A post's page when the posts cannot be read: the blog's heading and the note. */
export function PostsUnavailablePage({ locale }: { locale: Locale }) {
  return (
    <>
      <PageHeader heading={getContent(locale).blog.heading} />
      <div className={`${width.md} ${sections.pageText}`}>
        <PostsUnavailableNote locale={locale} />
      </div>
    </>
  );
}
