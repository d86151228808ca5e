import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { RetentionPanel } from '@/components/team/retention-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { RETENTION_RULES } from '@/lib/privacy/retention';
import type { RetentionPreview } from '@/lib/privacy/retention-run/preview-types';

const preview: RetentionPreview = {
  rules: RETENTION_RULES.map(({ kind }) =>
    kind === 'contact'
      ? { kind, count: 52, references: Array.from({ length: 50 }, (_, i) => `MSG-OLD${String(i).padStart(5, '0')}`) }
      : kind === 'complaint'
        ? { kind, count: 1, references: ['CMP-OLD00001'] }
        : { kind, count: 0, references: [] },
  ),
  lastRun: {
    key: '2027-05-01T02:30:00',
    startedAt: Date.UTC(2027, 3, 30, 21, 0),
    finishedAt: Date.UTC(2027, 3, 30, 21, 1),
    counts: { ...Object.fromEntries(RETENTION_RULES.map(({ kind }) => [kind, 0])), accessLog: 3 } as never,
    instance: 'a',
  },
};

function renderPanel(locale: 'en' | 'hi', load: () => Promise<RetentionPreview>) {
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Retention: catalog.Retention }} timeZone="Asia/Kolkata">
      <RetentionPanel load={load} />
    </NextIntlClientProvider>,
  );
  return catalog.Retention;
}

describe('the retention dry run panel', () => {
  it.each(['en', 'hi'] as const)(
    'reads nothing until asked, then lists each rule with its count, in %s',
    async (locale) => {
      const load = vi.fn(async () => preview);
      const t = renderPanel(locale, load);
      const region = screen.getByRole('region', { name: t.title });
      expect(load).not.toHaveBeenCalled();
      await userEvent.click(within(region).getByRole('button', { name: t.show }));
      const table = await within(region).findByRole('table', { name: t.caption });
      expect(load).toHaveBeenCalledTimes(1);
      const complaints = within(table).getByRole('row', { name: new RegExp(t.rules.complaint) });
      expect(within(complaints).getByRole('cell', { name: '1' })).toBeInTheDocument();
      expect(complaints).toHaveTextContent('CMP-OLD00001');
      expect(within(table).getAllByRole('row')).toHaveLength(RETENTION_RULES.length + 1);
      expect(region).toHaveTextContent(locale === 'en' ? '3 items removed' : '3 चीज़ें हटीं');
    },
  );

  it('says how many more there are than the references listed', async () => {
    const t = renderPanel('en', async () => preview);
    await userEvent.click(screen.getByRole('button', { name: t.show }));
    const contact = await screen.findByRole('row', { name: new RegExp(t.rules.contact) });
    expect(contact).toHaveTextContent('and 2 more');
  });

  it('says when nothing has run yet, and when the dry run cannot be loaded', async () => {
    const load = vi
      .fn<() => Promise<RetentionPreview>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ...preview, lastRun: null });
    const t = renderPanel('en', load);
    await userEvent.click(screen.getByRole('button', { name: t.show }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    await userEvent.click(screen.getByRole('button', { name: t.show }));
    expect(await screen.findByText(t.noRunYet)).toBeInTheDocument();
  });
});
