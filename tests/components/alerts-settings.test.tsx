import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsSettings } from '@/components/alerts/alerts-settings';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

vi.mock('@/lib/firebase/push-browser', () => ({
  browserPushDeps: () => ({
    isSupported: async () => true,
    requestPermission: async () => 'granted',
    registerServiceWorker: async () => ({}),
    getToken: async () => 'local-0c8f0d5e-5d1c-4a55-9d43-1e7f2d0b9a10',
    storage: window.localStorage,
    now: () => Date.now(),
  }),
}));

const catalogs = { en, hi };
const fetchMock = vi.fn<typeof fetch>();

const renderIn = (locale: 'en' | 'hi') =>
  render(
    <NextIntlClientProvider locale={locale} messages={{ Alerts: catalogs[locale].Alerts, News: catalogs[locale].News }}>
      <AlertsSettings />
    </NextIntlClientProvider>,
  );

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'hi'] as const)('the alerts page’s choices, in %s', (locale) => {
  const t = catalogs[locale].Alerts;

  it('turns alerts on for the chosen topics in the page’s language, then off', async () => {
    renderIn(locale);
    expect(screen.getByText(t.statusOff)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: t.topicsLegend });
    for (const topic of ['notices', 'events', 'news'] as const) {
      expect(screen.getByRole('checkbox', { name: t.topics[topic] })).toBeChecked();
    }
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: t.topics.news }));
    await userEvent.click(screen.getByRole('button', { name: t.turnOn }));

    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(screen.getByText(t.statusOn)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/push/subscription', expect.objectContaining({ method: 'PUT' }));
    expect(sentBody(0)).toEqual({
      token: 'local-0c8f0d5e-5d1c-4a55-9d43-1e7f2d0b9a10',
      locale,
      topics: ['notices', 'events'],
    });

    await userEvent.click(screen.getByRole('button', { name: t.turnOff }));
    expect(await screen.findByText(t.turnedOff)).toBeInTheDocument();
    expect(screen.getByText(t.statusOff)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/push/subscription', expect.objectContaining({ method: 'DELETE' }));
    expect(sentBody(1)).toEqual({ token: 'local-0c8f0d5e-5d1c-4a55-9d43-1e7f2d0b9a10' });
  });

  it('shows the choice this device saved before, with a button to save changes', () => {
    window.localStorage.setItem('alert_topics', JSON.stringify(['events']));
    renderIn(locale);
    expect(screen.getByText(t.statusOn)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t.topics.events })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: t.topics.notices })).not.toBeChecked();
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
  });

  it('asks for at least one topic, and says so when the server did not save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIn(locale);
    for (const topic of ['notices', 'events', 'news'] as const) {
      await userEvent.click(screen.getByRole('checkbox', { name: t.topics[topic] }));
    }
    await userEvent.click(screen.getByRole('button', { name: t.turnOn }));
    expect(await screen.findByText(t.chooseOne)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    await userEvent.click(screen.getByRole('checkbox', { name: t.topics.notices }));
    await userEvent.click(screen.getByRole('button', { name: t.turnOn }));
    expect(await screen.findByText(catalogs[locale].News.alerts.errors['token-subscribe-failed'])).toBeInTheDocument();
    expect(screen.getByText(t.statusOff)).toBeInTheDocument();
  });
});
