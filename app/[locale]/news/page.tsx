import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { articleAtAddress, NewsReaderPage, newsPageMetadata } from '@/components/news/news-reader-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import type { CategoryFilter } from '@/lib/news/constants';
import { readerAddressFromRecord } from '@/lib/news/reader-address';
import { preferencesFromCookie, READER_PREFERENCES_COOKIE } from '@/lib/news/reader-preferences';
import { saveDataForRequest } from '@/lib/save-data/server';

interface NewsPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: NewsPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { address, shown } = await readerRequest(await searchParams);
  return newsPageMetadata(locale, await articleAtAddress(address, shown));
}

/**
 * The reader's state for this request: its query and the reader's choices (cookies) as they are.
 * An address without a category opens on the reader's first preferred one.
 */
async function readerRequest(record: Record<string, string | string[] | undefined>) {
  const address = readerAddressFromRecord(record);
  // The reader's choices come with the request, so the page renders as they were left.
  const preferences = preferencesFromCookie((await cookies()).get(READER_PREFERENCES_COOKIE)?.value);
  const firstPreferred: CategoryFilter = preferences.preferredCategories[0] ?? '';
  const shown = record.category === undefined ? { ...address, category: firstPreferred } : address;
  return { address, shown, preferences };
}

/** The reader rendered for this request: a full load, or an address the reader's router asked for. */
export default async function NewsPage({ params, searchParams }: NewsPageProps) {
  const locale = await pageLocale(params);
  const { address, shown, preferences } = await readerRequest(await searchParams);
  // Read here so the HTML already has no pictures when the reader saves data.
  const saveData = await saveDataForRequest();
  return (
    <NewsReaderPage locale={locale} address={address} shown={shown} preferences={preferences} saveData={saveData} />
  );
}
