import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PasskeysPanel, type PasskeysApi } from '@/components/team/passkeys-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { PasskeyListEntry } from '@/lib/team/passkeys-types';

const phone: PasskeyListEntry = {
  id: 'cGhvbmU',
  name: 'My phone',
  createdAt: Date.UTC(2026, 0, 5, 10),
  lastUsedAt: null,
};
const laptop: PasskeyListEntry = {
  id: 'bGFwdG9w',
  name: 'Office laptop',
  createdAt: Date.UTC(2026, 1, 1, 9),
  lastUsedAt: Date.UTC(2026, 2, 3, 8),
};

function renderPanel(locale: 'en' | 'hi' = 'en', api: Partial<PasskeysApi> = {}) {
  let stored = [phone, laptop];
  const full: PasskeysApi = {
    supported: () => true,
    list: vi.fn(async () => stored),
    add: vi.fn(async (name: string) => {
      stored = [...stored, { id: 'bmV3', name, createdAt: Date.now(), lastUsedAt: null }];
      return { ok: true } as const;
    }),
    rename: vi.fn(async () => {}),
    remove: vi.fn(async (id: string) => {
      stored = stored.filter((p) => p.id !== id);
    }),
    ...api,
  };
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Admin: catalog.Admin }}>
      <PasskeysPanel api={full} />
    </NextIntlClientProvider>,
  );
  return { api: full, t: catalog.Admin.passkeys };
}

const fill = (text: string, name: string) => text.replace('{name}', name);

describe('the passkeys panel', () => {
  it.each(['en', 'hi'] as const)(
    'lists the member’s passkeys with when each was added and last used, in %s',
    async (locale) => {
      const { t } = renderPanel(locale);
      const region = screen.getByRole('region', { name: t.title });
      const table = await within(region).findByRole('table', { name: t.title });
      const rows = within(table).getAllByRole('row');
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([t.columnName, t.columnCreated, t.columnLastUsed, t.actions]);
      expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('My phone');
      expect(rows[1]).toHaveTextContent(t.never);
      expect(rows[2]).toHaveTextContent('2026');
      expect(rows[2]).not.toHaveTextContent(t.never);
    },
  );

  it('adds a passkey under the name typed, and says so', async () => {
    const { api, t } = renderPanel();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: t.name }), '  Spare key ');
    await userEvent.click(screen.getByRole('button', { name: t.add }));
    await waitFor(() => expect(api.add).toHaveBeenCalledWith('Spare key'));
    expect(await screen.findByText(fill(t.added, 'Spare key'))).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Spare key' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.name })).toHaveValue('');
  });

  it('asks for a name before asking the device, and keeps the name when the device says no', async () => {
    const add = vi.fn(async () => ({ ok: false, code: 'cancelled' }) as const);
    const { t } = renderPanel('hi', { add });
    const field = screen.getByRole('textbox', { name: t.name });
    await userEvent.click(screen.getByRole('button', { name: t.add }));
    expect(add).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(t.errors.nameRequired);

    await userEvent.type(field, 'मेरा फ़ोन');
    await userEvent.click(screen.getByRole('button', { name: t.add }));
    expect(await screen.findByText(t.errors.cancelled)).toBeInTheDocument();
    expect(field).toHaveValue('मेरा फ़ोन');
  });

  it.each(['expired', 'rejected', 'tooMany', 'failed'] as const)(
    'says why a passkey was not added: %s',
    async (code) => {
      const { t } = renderPanel('en', { add: vi.fn(async () => ({ ok: false, code }) as const) });
      await userEvent.type(screen.getByRole('textbox', { name: t.name }), 'Phone');
      await userEvent.click(screen.getByRole('button', { name: t.add }));
      expect(await screen.findByText(t.errors[code])).toBeInTheDocument();
    },
  );

  it('renames a passkey', async () => {
    const { api, t } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: fill(t.renameFor, 'My phone') }));
    const dialog = screen.getByRole('dialog', { name: fill(t.renameTitle, 'My phone') });
    const field = within(dialog).getByRole('textbox', { name: t.newName });
    expect(field).toHaveValue('My phone');
    await userEvent.clear(field);
    expect(within(dialog).getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.type(field, 'Old phone');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(api.rename).toHaveBeenCalledWith('cGhvbmU', 'Old phone'));
    expect(await screen.findByText(fill(t.renamed, 'Old phone'))).toBeInTheDocument();
  });

  it('removes a passkey after confirming, and not when cancelled', async () => {
    const { api, t } = renderPanel();
    const removeButton = await screen.findByRole('button', { name: fill(t.removeFor, 'Office laptop') });
    // Speech input users say what they see: the name a screen reader hears starts with it.
    expect(removeButton.getAttribute('aria-label')?.startsWith(removeButton.textContent ?? '-')).toBe(true);
    await userEvent.click(removeButton);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.remove).not.toHaveBeenCalled();

    await userEvent.click(removeButton);
    const dialog = screen.getByRole('dialog', { name: fill(t.removeTitle, 'Office laptop') });
    expect(dialog).toHaveAccessibleDescription(t.removeText);
    await userEvent.click(within(dialog).getByRole('button', { name: t.remove }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('bGFwdG9w'));
    expect(await screen.findByText(fill(t.removed, 'Office laptop'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Office laptop' })).not.toBeInTheDocument());
  });

  it('offers no passkey to add where the browser has none, and says the list could not load', async () => {
    const { t } = renderPanel('en', {
      supported: () => false,
      list: vi.fn(async () => Promise.reject(new Error('503'))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    expect(screen.getByText(t.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.add })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    const { t } = renderPanel('hi', { list: vi.fn(async () => []) });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});
