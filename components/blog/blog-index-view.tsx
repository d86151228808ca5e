import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/routing';
import { eventsCalendarPath } from '@/lib/events/event-posts';
import { postPath } from '@/lib/posts/blog-pages';
import type { PublicPost } from '@/lib/posts/types';
import { PageHeader } from '@/components/content/page-header';
import sections from '@/components/content/content-sections.module.css';
import width from '@/components/layout/page-width.module.css';
import { BlogPager } from './blog-pager';
import { PostMeta } from './post-meta';
import { PostsUnavailableNote } from './posts-unavailable';
import styles from './blog.module.css';

interface BlogIndexProps {
  locale: Locale;
  /** This page's posts, or null when they could not be read. */
  posts: PublicPost[] | null;
  page: number;
  pageCount: number;
}

export async function BlogIndexView({ locale, posts, page, pageCount }: BlogIndexProps) {
  const blog = getContent(locale).blog;
  const t = await getTranslations({ locale, namespace: 'Common' });
  const events = await getTranslations({ locale, namespace: 'Events' });
  return (
    <>
      <PageHeader heading={blog.heading} intro={blog.intro}>
        {/* A file a phone's calendar subscribes to, not a page: a plain link, not a client navigation. */}
        <a href={eventsCalendarPath(locale)} className={styles.calendar}>
          {events('subscribeCalendar')}
        </a>
      </PageHeader>
      <div className={`${width.lg} ${sections.pageText}`}>
        {posts === null && <PostsUnavailableNote locale={locale} />}
        {posts?.length === 0 && <p className={styles.note}>{t('noPosts')}</p>}
        {posts && posts.length > 0 && (
          <ul className={styles.posts}>
            {posts.map((post) => (
              <li key={post.id} className={styles.post}>
                <NextLink
                  href={postPath(locale, post.slug)}
                  className={styles.postLink}
                  lang={post.language === locale ? undefined : post.language}
                >
                  <PostMeta post={post} locale={locale} />
                  <h2 className={styles.postTitle}>{post.text.title}</h2>
                  <p className={styles.summary}>{post.text.description}</p>
                </NextLink>
              </li>
            ))}
          </ul>
        )}
        <BlogPager locale={locale} page={page} pageCount={pageCount} />
      </div>
    </>
  );
}
