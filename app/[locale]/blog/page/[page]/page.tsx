import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import { getContent } from '@/lib/content';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { blogPage } from '@/lib/posts/blog-page-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { getTranslations } from 'next-intl/server';

interface BlogPageParams {
  params: Promise<{ locale: string; page: string }>;
}

// Rendered per request: the pages after the first are read rarely, and always current.

/** The page number of the address: 2 or more, written plainly (page 1 is /blog itself). */
async function pageNumber(params: BlogPageParams['params']) {
  const locale = await pageLocale(params);
  const { page } = await params;
  const number = /^[2-9]\d{0,3}$|^1\d{1,3}$/.test(page) ? Number(page) : NaN;
  if (!Number.isInteger(number)) notFound();
  return { locale, page: number };
}

export async function generateMetadata({ params }: BlogPageParams): Promise<Metadata> {
  const { locale, page } = await pageNumber(params);
  const { title, description } = getContent(locale).blog;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return pageMetadata({
    locale,
    path: `${pathOf('blog')}/page/${page}`,
    title: t('blogPageTitle', { title, page }),
    description,
  });
}

export default async function BlogListPage({ params }: BlogPageParams) {
  // Rendered for each request from the cached posts (lib/posts/public-posts.ts).
  await connection();
  const { locale, page } = await pageNumber(params);
  const { posts, pageCount } = await blogPage(locale, page);
  // A page past the last is not a page (an old link after posts were taken down).
  if (posts && posts.length === 0) notFound();
  return <BlogIndexView locale={locale} posts={posts} page={page} pageCount={pageCount} />;
}
