import type { Metadata } from 'next';
import { HomeView } from '@/components/home/home-view';
import { getContent } from '@/lib/content';
import { topHeadlines } from '@/lib/news/top-headlines';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { postsOrNull } from '@/lib/posts/blog-page-data';

// Static, refreshed every five minutes for the top headlines and the news preview, and at once
// when a post is published or taken down (lib/posts/refresh-public-pages.ts).
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).home;
  return { ...pageMetadata({ locale, path: '/', title, description }), title: { absolute: title } };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [headlines, posts] = await Promise.all([topHeadlines(), postsOrNull(locale)]);
  return <HomeView locale={locale} headlines={headlines} posts={posts} />;
}
