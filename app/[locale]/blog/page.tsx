import type { Metadata } from 'next';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import { getContent } from '@/lib/content';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { title, description } = getContent(locale).blog;
  return pageMetadata({ locale, path: pathOf('blog'), title, description });
}

export default async function BlogPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <BlogIndexView locale={locale} />;
}
