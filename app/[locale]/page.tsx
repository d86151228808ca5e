import { connection } from 'next/server';
import type { Metadata } from 'next';
import { HomeView } from '@/components/home/home-view';
import { getContent } from '@/lib/content';
import { cachedTopHeadlines } from '@/lib/news/cached-news';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { postsOrNull } from '@/lib/posts/blog-page-data';

// Rendered for each request from cached data: the top headlines for the news window, the posts
// until one is published or taken down (lib/posts/public-posts.ts).

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).home;
  return { ...pageMetadata({ locale, path: '/', title, description }), title: { absolute: title } };
}

export default async function HomePage({ params }: LocaleParams) {
  // Rendered for each request, so Next puts the request's nonce on its scripts.
  await connection();
  const locale = await pageLocale(params);
  const [headlines, posts] = await Promise.all([cachedTopHeadlines(), postsOrNull(locale)]);
  return <HomeView locale={locale} headlines={headlines} posts={posts} />;
}
