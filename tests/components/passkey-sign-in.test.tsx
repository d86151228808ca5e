import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PasskeySignIn } from '@/components/admin/passkey-sign-in';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { PasskeySignInOutcome } from '@/lib/team/passkeys-client';

function renderButton(locale: 'en' | 'hi', signIn: () => Promise<PasskeySignInOutcome>, supported = () => true) {
  const onSignedIn = vi.fn(async () => {});
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Admin: catalog.Admin }}>
      <PasskeySignIn disabled={false} onSignedIn={onSignedIn} signIn={signIn} supported={supported} />
    </NextIntlClientProvider>,
  );
  return { onSignedIn, t: catalog.Admin.passkeySignIn };
}

const member = { memberId: 'RYF001', name: 'Priya', role: 'Coordinator' };

describe('signing in with a passkey', () => {
  it.each(['en', 'hi'] as const)('opens the session with the token a passkey earns, in %s', async (locale) => {
    const { onSignedIn, t } = renderButton(locale, async () => ({ ok: true, token: 'custom-token', member }));
    await userEvent.click(screen.getByRole('button', { name: t.button }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('custom-token'));
  });

  it.each([
    ['passkeyUnknown', 'en'],
    ['passkeyUnknown', 'hi'],
    ['passkeyExpired', 'hi'],
    ['cancelled', 'en'],
    ['failed', 'hi'],
  ] as const)('says why the passkey signed nobody in: %s (%s)', async (code, locale) => {
    const { onSignedIn, t } = renderButton(locale, async () => ({ ok: false, code }));
    await userEvent.click(screen.getByRole('button', { name: t.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors[code]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says how long to wait after too many tries', async () => {
    const { t } = renderButton('en', async () => ({ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 2 }));
    await userEvent.click(screen.getByRole('button', { name: t.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });

  it('is not offered where the browser has no passkeys', () => {
    const signIn = vi.fn();
    renderButton('en', signIn, () => false);
    expect(screen.queryByRole('button', { name: en.Admin.passkeySignIn.button })).not.toBeInTheDocument();
  });
});
