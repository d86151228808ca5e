import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostView } from '@/components/blog/blog-post-view';
import { PostsUnavailablePage } from '@/components/blog/posts-unavailable';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { isSlug } from '@/lib/posts/limits';
import { postMetadata } from '@/lib/posts/post-metadata';
import { postsOrNull } from '@/lib/posts/blog-page-data';
import { publishedPosts } from '@/lib/posts/public-posts';

interface BlogPostParams {
  params: Promise<{ locale: string; slug: string }>;
}

// A post published after the build is rendered on its first visit, then kept like the others.
export const revalidate = 300;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    routing.locales.map(async (locale) => (await publishedPosts(locale)).map((post) => ({ locale, slug: post.slug }))),
  );
  return perLocale.flat();
}

/** The post at this address; undefined when the posts cannot be read; a 404 when there is none. */
async function findPost(params: BlogPostParams['params']) {
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
