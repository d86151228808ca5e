import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { TeamMembersPanel, type TeamMembersApi } from '@/components/team/team-members-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const team = [
  { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator', hasPassword: true },
  { memberId: 'RYF002', name: 'Rahul Singh', role: 'RUFC Coach', hasPassword: true },
];

function renderPanel(locale: 'en' | 'hi' = 'en', api: Partial<TeamMembersApi> = {}) {
  const full = { list: vi.fn(async () => team), reset: vi.fn(async (): Promise<string> => 'K7M2Q-PRDXA'), ...api };
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Admin: catalog.Admin }}>
      <TeamMembersPanel api={full} />
    </NextIntlClientProvider>,
  );
  return { api: full, t: catalog.Admin.teamPanel };
}

describe('the team panel', () => {
  it.each(['en', 'hi'] as const)(
    'resets a member after confirming and shows the new code once, in %s',
    async (locale) => {
      const { api, t } = renderPanel(locale);
      expect(screen.getByRole('region', { name: t.title })).toBeInTheDocument();
      const button = await screen.findByRole('button', { name: t.resetFor.replace('{name}', 'Rahul Singh') });
      // Speech input users say what they see: the name a screen reader hears starts with it.
      expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '-')).toBe(true);
      await userEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: t.confirmTitle.replace('{name}', 'Rahul Singh') });
      expect(api.reset).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: t.reset }));
      await waitFor(() => expect(api.reset).toHaveBeenCalledWith('RYF002'));
      expect(await screen.findByText(t.done.replace('{name}', 'Rahul Singh'))).toBeInTheDocument();
      expect(screen.getByText('K7M2Q-PRDXA')).toBeInTheDocument();
      expect(screen.getByText(t.codeNote.replace('{hours}', '72'))).toBeInTheDocument();
      expect(screen.getByText(t.intro.replace('{hours}', '72'))).toBeInTheDocument();
      expect(api.list).toHaveBeenCalledTimes(2);
    },
  );

  it('copies the code for a WhatsApp message, and says it was copied', async () => {
    const { t } = renderPanel();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: t.resetFor.replace('{name}', 'Rahul Singh') }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.reset }));
    await userEvent.click(await screen.findByRole('button', { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith('K7M2Q-PRDXA');
    expect(await screen.findByRole('button', { name: t.copied })).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { api, t } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: t.resetFor.replace('{name}', 'Priya Kumari') }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.reset).not.toHaveBeenCalled();
  });

  it('says so when the reset fails', async () => {
    const { t } = renderPanel('en', { reset: vi.fn(async () => Promise.reject(new Error('403'))) });
    await userEvent.click(await screen.findByRole('button', { name: t.resetFor.replace('{name}', 'Rahul Singh') }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.reset }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
  });
});
