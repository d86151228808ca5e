import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { TeamLogin } from '@/components/admin/team-login';
import { TeamStoreProvider } from '@/components/admin/team-store-provider';
import { ReaderError } from '@/components/news/reader-states';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { GENERIC_NEWS_ERROR, RATE_LIMIT_MESSAGE } from '@/lib/news/constants';
import { newsErrorKind } from '@/lib/news/errors';
import { LOGIN_MESSAGES } from '@/lib/team/auth';

const devanagari = /[\u0900-\u097F]/;

describe("the spec's messages in both languages", () => {
  it('keeps the English login messages word for word', () => {
    const { tooManyAttempts, ...specMessages } = en.Admin.errors;
    expect(specMessages).toEqual(LOGIN_MESSAGES);
    expect(tooManyAttempts).toContain('Too many attempts');
  });

  it('keeps the English news messages word for word', () => {
    expect(en.News.errors.rateLimit).toBe(RATE_LIMIT_MESSAGE);
    expect(en.News.errors.generic).toBe(GENERIC_NEWS_ERROR);
  });

  it('has a Hindi sentence for each of them', () => {
    for (const text of [...Object.values(hi.Admin.errors), ...Object.values(hi.News.errors)]) {
      expect(text).toMatch(devanagari);
    }
  });

  it('tells the news error kinds apart by message', () => {
    expect(newsErrorKind(RATE_LIMIT_MESSAGE)).toBe('rateLimit');
    expect(newsErrorKind(GENERIC_NEWS_ERROR)).toBe('generic');
    expect(newsErrorKind('Invalid API key')).toBe('provider');
  });
});

const answer = vi.hoisted(() => ({ code: 'failed' as string, minutes: undefined as number | undefined }));
vi.mock('@/lib/team/login-client', () => ({
  requestLogin: async () => ({ ok: false, code: answer.code, message: '', retryAfterMinutes: answer.minutes }),
}));

describe('the login form in Hindi', () => {
  const renderLogin = () =>
    render(
      <NextIntlClientProvider locale="hi" messages={{ Admin: hi.Admin }}>
        <TeamStoreProvider>
          <TeamLogin />
        </TeamStoreProvider>
      </NextIntlClientProvider>,
    );

  it.each([
    ['noMembers', hi.Admin.errors.noMembers],
    ['unknownId', hi.Admin.errors.unknownId],
    ['wrongPassword', hi.Admin.errors.wrongPassword],
    ['failed', hi.Admin.errors.failed],
    ['tooManyAttempts', 'बहुत ज़्यादा प्रयास हो गए। 12 मिनट बाद फिर कोशिश करें।'],
  ] as const)('says %s in Hindi and keeps what was typed', async (code, text) => {
    answer.code = code;
    answer.minutes = code === 'tooManyAttempts' ? 12 : undefined;
    renderLogin();
    const memberId = screen.getByRole('textbox', { name: /^सदस्य आईडी/ });
    await userEvent.type(memberId, 'RYF001');
    await userEvent.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), '9431152640');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(memberId).toHaveValue('RYF001');
  });
});

describe('the news error in each language', () => {
  const renderError = (locale: 'en' | 'hi', message: string) =>
    render(
      <NextIntlClientProvider locale={locale} messages={{ News: (locale === 'hi' ? hi : en).News }}>
        <ReaderError message={message} onRetry={() => {}} />
      </NextIntlClientProvider>,
    );

  it.each([
    [RATE_LIMIT_MESSAGE, hi.News.errors.rateLimit],
    [GENERIC_NEWS_ERROR, hi.News.errors.generic],
    ['Invalid API key', 'समाचार सेवा से यह त्रुटि मिली: Invalid API key'],
  ])('shows %s in Hindi', async (message, text) => {
    renderError('hi', message);
    // The notice's code loads when one is first shown.
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: hi.News.retry })).toBeInTheDocument();
  });

  it.each([RATE_LIMIT_MESSAGE, GENERIC_NEWS_ERROR, 'Invalid API key'])('shows %s as is in English', async (message) => {
    renderError('en', message);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
