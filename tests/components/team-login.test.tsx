import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TeamLogin } from '@/components/admin/team-login';
import en from '@/lib/i18n/messages/en.json';

vi.mock('@/lib/firebase/database', () => ({ readOnce: async () => ({}) }));

const login = (
  <NextIntlClientProvider locale="en" messages={{ Admin: en.Admin }}>
    <TeamLogin />
  </NextIntlClientProvider>
);

describe('the login button', () => {
  it('is off in the server HTML, so a tap before the page is live cannot send the password in the URL', () => {
    const html = renderToString(login);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('turns on once the page is live', async () => {
    render(login);
    expect(await screen.findByRole('button', { name: en.Admin.login })).toBeEnabled();
  });
});
