import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostView } from '@/components/blog/blog-post-view';
import { PostsUnavailablePage } from '@/components/blog/posts-unavailable';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isSlug } from '@/lib/posts/limits';
import { postMetadata } from '@/lib/posts/post-metadata';
import { postsOrNull } from '@/lib/posts/blog-page-data';

interface BlogPostParams {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered for each request from the cached posts (lib/posts/public-posts.ts), so a post is
// readable the moment it is published.

/** The post at this address; undefined when the posts cannot be read; a 404 when there is none. */
async function findPost(params: BlogPostParams['params']) {
  await connection();
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (!isSlug(slug)) notFound();
  const posts = await postsOrNull(locale);
  if (!posts) return { locale, post: undefined };
  const post = posts.find((p) => p.slug === slug);
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: BlogPostParams): Promise<Metadata> {
  const { locale, post } = await findPost(params);
  return post ? postMetadata(post, locale) : {};
}

export default async function BlogPostPage({ params }: BlogPostParams) {
  const { locale, post } = await findPost(params);
  return post ? <BlogPostView locale={locale} post={post} /> : <PostsUnavailablePage locale={locale} />;
}
