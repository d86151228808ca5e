import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsReaderPage, newsPageMetadata } from '@/components/news/news-reader-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { parseEditionSegment } from '@/lib/news/edition';
import { readReaderParams } from '@/lib/news/reader-params';

/**
 * Kept for the news cache window: NEWS_CACHE_SECONDS' default (lib/env/server.ts). Route
 * segment config must be a literal, so a deployment that sets another window still keeps these
 * pages this long (tests/news/edition.test.ts checks the two agree).
 */
export const revalidate = 300;
/** Rendered once for many requests: never from a request's cookies, headers or query. */
export const dynamic = 'force-static';

interface NewsEditionProps {
  params: Promise<{ locale: string; edition: string }>;
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsPageMetadata(await pageLocale(params));
}

/**
 * A kept edition of /news (lib/news/edition.ts): the proxy chose it from the request's query and
 * cookies, and rewrites in next.config.ts bring the request here; asked for directly, this path is
 * the 404 page.
 */
export default async function NewsEditionPage({ params }: NewsEditionProps) {
  const locale = await pageLocale(params);
  const edition = parseEditionSegment((await params).edition);
  if (!edition) notFound();
  const address = {
    ...readReaderParams(new URLSearchParams()),
    category: edition.category,
    page: edition.page,
    district: edition.district ? DISTRICT_SLUG : '',
  };
  return (
    <NewsReaderPage
      locale={locale}
      address={address}
      shown={address}
      preferences={{ layout: edition.layout, preferredCategories: [] }}
      saveData={edition.saveData}
    />
  );
}
