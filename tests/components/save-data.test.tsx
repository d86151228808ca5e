import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveDataSwitch } from '@/components/accessibility/save-data-switch';
import { ArticleCard } from '@/components/news/article-card';
import { ArticleDialog } from '@/components/news/article-dialog';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { Article } from '@/lib/news/types';
import { jobFairArticle } from '../support/fixtures';
import { refuseStorage } from '../support/refused-storage';
import { SAVE_DATA_KEY } from '@/lib/save-data/setting';
import { SaveDataProvider } from '@/lib/save-data/use-save-data';
import { makeStore } from '@/store/store';

const article: Article = jobFairArticle;

const withReader = (ui: ReactNode) => (
  <Provider store={makeStore()}>
    <NextIntlClientProvider locale="en" messages={{ News: en.News }}>
      {ui}
    </NextIntlClientProvider>
  </Provider>
);

/** A card of each presentation: featured, thumbnail and regular. */
const cards = [0, 1, 4].map((index) => (
  <ArticleCard key={index} article={article} index={index} href="/news?article=x" onOpen={() => {}} />
));

const renderSwitchWithCards = () =>
  render(
    withReader(
      <>
        <SaveDataSwitch labels={en.Accessibility.saveData} />
        {cards}
      </>,
    ),
  );

/** Decorative pictures (alt="") have the presentation role; the page has no other images. */
const pictures = () => screen.queryAllByRole('presentation');
const setConnectionSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', {
    value: saveData === undefined ? undefined : { saveData },
    configurable: true,
  });

afterEach(() => {
  document.cookie = `${SAVE_DATA_KEY}=; Max-Age=0; Path=/`;
  setConnectionSaveData(undefined);
});

describe('the Save data switch', () => {
  it('is a labelled switch, explained in one line, off by default', () => {
    render(<SaveDataSwitch labels={en.Accessibility.saveData} />);
    const saveData = screen.getByRole('switch', { name: 'Save data' });
    expect(saveData).not.toBeChecked();
    expect(saveData).toHaveAccessibleDescription('Hide news pictures and load nothing in advance');
  });

  it('is labelled in Hindi on Hindi pages', () => {
    render(<SaveDataSwitch labels={hi.Accessibility.saveData} />);
    expect(screen.getByRole('switch', { name: 'डेटा बचाएँ' })).toHaveAccessibleDescription(
      hi.Accessibility.saveData.help,
    );
  });

  it('stores the choice in local storage and a cookie', async () => {
    const user = userEvent.setup();
    render(<SaveDataSwitch labels={en.Accessibility.saveData} />);
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(screen.getByRole('switch', { name: 'Save data' })).toBeChecked();
    expect(window.localStorage.getItem(SAVE_DATA_KEY)).toBe('on');
    expect(document.cookie).toContain(`${SAVE_DATA_KEY}=on`);

    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(window.localStorage.getItem(SAVE_DATA_KEY)).toBe('off');
    expect(document.cookie).toContain(`${SAVE_DATA_KEY}=off`);
  });

  it('takes the pictures out of open cards at once, and puts them back', async () => {
    const user = userEvent.setup();
    renderSwitchWithCards();
    expect(pictures()).toHaveLength(3);
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(pictures()).toHaveLength(0);
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(pictures()).toHaveLength(3);
  });

  it('keeps a choice local storage refused for this page, and in the cookie for the server', async () => {
    const user = userEvent.setup();
    renderSwitchWithCards();
    const storage = refuseStorage();
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(pictures()).toHaveLength(0);
    expect(document.cookie).toContain(`${SAVE_DATA_KEY}=on`);
    storage.restore();
    // Storing works again: the next choice is stored, and nothing refused is left for other tests.
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(pictures()).toHaveLength(3);
    expect(window.localStorage.getItem(SAVE_DATA_KEY)).toBe('off');
  });
});

describe('articles with Save data on', () => {
  it('are text only: title, description and byline, with no picture or empty box', () => {
    window.localStorage.setItem(SAVE_DATA_KEY, 'on');
    render(withReader(cards));
    expect(pictures()).toHaveLength(0);
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByRole('link', { name: article.title })).toBeInTheDocument();
      // The card starts with its title: no box is left where the picture was.
      expect(card.firstElementChild?.tagName).toBe('H2');
    }
    expect(screen.getAllByText(article.description)).toHaveLength(2);
  });

  it('follow the device data saver when nothing is stored', () => {
    setConnectionSaveData(true);
    render(withReader(cards));
    expect(pictures()).toHaveLength(0);
  });

  it('keep their pictures when the stored choice is off, whatever the device asks', () => {
    setConnectionSaveData(true);
    window.localStorage.setItem(SAVE_DATA_KEY, 'off');
    render(withReader(cards));
    expect(pictures()).toHaveLength(3);
  });

  it('read the choice from the cookie when local storage has none', () => {
    document.cookie = `${SAVE_DATA_KEY}=on; Path=/`;
    render(withReader(cards));
    expect(pictures()).toHaveLength(0);
  });

  it('show no picture in the open article', () => {
    window.localStorage.setItem(SAVE_DATA_KEY, 'on');
    render(
      withReader(
        <ArticleDialog
          article={article}
          pool={[article]}
          shareUrl="/news"
          hrefFor={() => '/news'}
          onOpen={() => {}}
          onClose={() => {}}
        />,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: article.title });
    expect(within(dialog).getByText(article.description)).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('presentation')).toHaveLength(0);
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('follow the server when it saw Save-Data: on, and the settings switch agrees', () => {
    render(
      <>
        <SaveDataSwitch labels={en.Accessibility.saveData} />
        <SaveDataProvider value>{withReader(cards)}</SaveDataProvider>
      </>,
    );
    expect(pictures()).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Save data' })).toBeChecked();
  });

  it('follow a choice made in another tab', () => {
    render(<SaveDataProvider value={false}>{withReader(cards)}</SaveDataProvider>);
    expect(pictures()).toHaveLength(3);
    window.localStorage.setItem(SAVE_DATA_KEY, 'on');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVE_DATA_KEY, newValue: 'on' }));
    });
    expect(pictures()).toHaveLength(0);
  });

  it('follow the device data saver when it is switched on', () => {
    const connection = Object.assign(new EventTarget(), { saveData: false });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    render(<SaveDataProvider value={false}>{withReader(cards)}</SaveDataProvider>);
    expect(pictures()).toHaveLength(3);
    connection.saveData = true;
    act(() => {
      connection.dispatchEvent(new Event('change'));
    });
    expect(pictures()).toHaveLength(0);
  });

  it('read the stored choice once for a page of cards, not once per card', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const many = Array.from({ length: 20 }, (_, index) => (
      <ArticleCard key={index} article={article} index={index} href="/news?article=x" onOpen={() => {}} />
    ));
    render(<SaveDataProvider value={false}>{withReader(many)}</SaveDataProvider>);
    const reads = getItem.mock.calls.filter(([key]) => key === SAVE_DATA_KEY).length;
    getItem.mockRestore();
    expect(pictures()).toHaveLength(20);
    // The render reads it once; React reads it again after the commit to check nothing changed.
    expect(reads).toBeLessThanOrEqual(2);
  });
});
