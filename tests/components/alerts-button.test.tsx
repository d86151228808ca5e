import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsButton } from '@/components/news/alerts-button';
import en from '@/lib/i18n/messages/en.json';
import { PUSH_ERROR_CODES, type PushErrorCode } from '@/lib/firebase/push';

const outcome = vi.hoisted(() => ({ answer: 'granted' as NotificationPermission, supported: true }));
vi.mock('@/lib/firebase/push-browser', () => ({
  browserPushDeps: () => ({
    isSupported: async () => outcome.supported,
    requestPermission: async () => outcome.answer,
    registerServiceWorker: async () => ({}),
    getToken: async () => 'token',
    storage: window.localStorage,
    now: () => Date.now(),
  }),
}));

const renderButton = () =>
  render(
    <NextIntlClientProvider locale="en" messages={{ News: en.News }}>
      <AlertsButton />
    </NextIntlClientProvider>,
  );

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset().mockResolvedValue(new Response('{"ok":true}'));
  vi.stubGlobal('fetch', fetchMock);
});

describe('Get news alerts', () => {
  it('signs the device up on the server for every kind of alert in English, and says alerts are on', async () => {
    outcome.answer = 'granted';
    outcome.supported = true;
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Get news alerts' }));
    expect(await screen.findByText(en.News.alerts.on)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/push/subscription');
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'token',
      locale: 'en',
      topics: ['notices', 'events', 'news'],
    });
  });

  it.each([
    ['permission-blocked', 'denied', true],
    ['permission-default', 'default', true],
    ['unsupported-browser', 'granted', false],
  ] as const)('turns %s into a clear sentence', async (code: PushErrorCode, answer, supported) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    outcome.answer = answer;
    outcome.supported = supported;
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Get news alerts' }));
    expect(await screen.findByText(en.News.alerts.errors[code])).toBeInTheDocument();
  });

  it('has a sentence for every coded push error', () => {
    for (const code of PUSH_ERROR_CODES) expect(en.News.alerts.errors[code].length).toBeGreaterThan(20);
  });
});
