import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostView } from '@/components/blog/blog-post-view';
import { getContent } from '@/lib/content';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

interface BlogPostParams {
  params: Promise<{ locale: string; slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    getContent(locale).blog.posts.map((post) => ({ locale, slug: post.slug })),
  );
}

async function findPost(params: BlogPostParams['params']) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const post = getContent(locale).blog.posts.find((p) => p.slug === slug);
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: BlogPostParams): Promise<Metadata> {
  const { locale, post } = await findPost(params);
  return pageMetadata({
    locale,
    path: `${pathOf('blog')}/${post.slug}`,
    title: post.title,
    description: post.excerpt,
    type: 'article',
  });
}

export default async function BlogPostPage({ params }: BlogPostParams) {
  const { locale, post } = await findPost(params);
  return <BlogPostView locale={locale} post={post} />;
}
