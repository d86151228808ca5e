import { connection } from 'next/server';
import type { Metadata } from 'next';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import { getContent } from '@/lib/content';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { feedPath } from '@/lib/posts/atom-feed';
import { blogPage } from '@/lib/posts/blog-page-data';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).blog;
  const metadata = pageMetadata({ locale, path: pathOf('blog'), title, description });
  // Feed readers and browsers find the blog's feed from its page.
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/atom+xml': feedPath(locale) } } };
}

export default async function BlogPage({ params }: LocaleParams) {
  // Rendered for each request from the cached posts (lib/posts/public-posts.ts).
  await connection();
  const locale = await pageLocale(params);
  const { posts, pageCount } = await blogPage(locale, 1);
  return <BlogIndexView locale={locale} posts={posts} page={1} pageCount={pageCount} />;
}
