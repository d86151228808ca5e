import type { Metadata } from 'next';
import { HomeView } from '@/components/home/home-view';
import { getContent } from '@/lib/content';
import { topHeadlines } from '@/lib/news/top-headlines';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';

// Static, refreshed every five minutes for the top headlines and the news preview.
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).home;
  return { ...pageMetadata({ locale, path: '/', title, description }), title: { absolute: title } };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <HomeView locale={locale} headlines={await topHeadlines()} />;
}
