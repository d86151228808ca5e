import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopHeadlines } from '@/components/news/top-headlines';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { HEADLINES_STRIP_SIZE } from '@/lib/news/constants';
import { createHeadlinesSource, type HeadlinesSource } from '@/lib/news/headlines';
import { topHeadlines } from '@/lib/news/top-headlines';
import { rssFeed, type FeedItem } from '../support/rss';

const state = vi.hoisted(() => ({ headlines: undefined as HeadlinesSource | undefined }));

vi.mock('server-only', () => ({}));

// The strip reads the headline source from '@/lib/news'; each test gives it a feed of its own.
vi.mock('@/lib/news', () => ({
  headlinesSource: () => {
    if (!state.headlines) throw new Error('no headlines source set up');
    return state.headlines;
  },
}));

// Outside a Next request, the translations come straight from the catalogs.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Headlines' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));

const items: FeedItem[] = [
  'सासाराम में स्कूलों का समय बदला',
  'धान खरीद का भुगतान 24 घंटे में',
  'रोहतास की फुटबॉल टीम घोषित',
  'अस्पतालों में सांस के मरीज बढ़े',
  'डेहरी में बनेगा शीत भंडार',
  'मैट्रिक के मॉडल प्रश्न पत्र जारी',
  'आईटीआई डेहरी में कैंपस प्लेसमेंट',
].map((title, i) => ({
  title,
  guid: `hl-${i + 1}`,
  link: `https://feed.example.com/hl-${i + 1}`,
  pubDate: `Sat, ${21 - i} Nov 2026 08:30:00 +0000`,
}));

/** The strip as the pages render it: the headlines loaded on the server, then the component awaited. */
async function renderStrip(locale: Locale = 'en') {
  return render((await TopHeadlines({ locale, articles: await topHeadlines() })) ?? <></>);
}

let readBundled: ReturnType<typeof vi.fn<() => Promise<string>>>;

beforeEach(() => {
  readBundled = vi.fn(async () => rssFeed(items, 'बिहार की प्रमुख खबरें'));
  state.headlines = createHeadlinesSource({ readBundled, timeoutMs: 1000, cacheMs: 60_000 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the top headlines strip', () => {
  it('lists the first headlines of the feed in its order, each a link that opens it in the reader', async () => {
    await renderStrip();
    const strip = screen.getByRole('region', { name: 'Top headlines' });
    const links = within(strip).getAllByRole('link');
    const shown = items.slice(0, HEADLINES_STRIP_SIZE);
    expect(links.map((link) => link.textContent)).toEqual(shown.map((item) => item.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(shown.map((item) => `/news?article=${item.guid}`));
    expect(within(strip).getAllByRole('listitem')).toHaveLength(HEADLINES_STRIP_SIZE);
    expect(within(strip).queryByText(items[HEADLINES_STRIP_SIZE]!.title)).not.toBeInTheDocument();
  });

  it('names the source and the date of each headline', async () => {
    await renderStrip();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('बिहार की प्रमुख खबरें · 21 Nov 2026');
    expect(within(first).getByText('21 Nov 2026')).toHaveAttribute('datetime', '2026-11-21T08:30:00.000Z');
  });

  it('speaks Hindi on the Hindi site and links to the Hindi reader', async () => {
    await renderStrip('hi');
    const strip = screen.getByRole('region', { name: 'मुख्य सुर्खियाँ' });
    expect(within(strip).getAllByRole('link')[0]).toHaveAttribute('href', `/hi/news?article=${items[0]!.guid}`);
  });

  it('is left out, and the failure logged, when the feed cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    readBundled.mockRejectedValue(new Error('feed unreachable'));
    const { container } = await renderStrip();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('is left out when the headline source cannot even be set up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.headlines = undefined;
    const { container } = await renderStrip();
    expect(container).toBeEmptyDOMElement();
  });
});
