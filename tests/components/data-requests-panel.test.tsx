import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { DataRequestsPanel, type DataRequestsApi } from '@/components/team/data-requests-panel';
import { formatDate } from '@/lib/i18n/format';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { DataRequest } from '@/lib/privacy/data-requests/model';

const NOW = Date.UTC(2026, 10, 20, 6, 30);
const DAY = 86_400_000;

const erasure: DataRequest = {
  key: '-req1',
  form: 'contact',
  recordKey: '-r1',
  reference: 'MSG-AB12CD34',
  kind: 'erasure',
  details: {},
  createdAt: NOW - 10 * DAY,
  replyBy: NOW - DAY,
  resolveBy: NOW + 20 * DAY,
  status: 'open',
};
const correction: DataRequest = {
  key: '-req2',
  form: 'membership',
  recordKey: '-r2',
  reference: 'MEM-MN34OP56',
  kind: 'correction',
  details: { wrong: 'Village: Karghar', right: 'Village: Kargahar' },
  createdAt: NOW - DAY,
  replyBy: NOW + 6 * DAY,
  resolveBy: NOW + 29 * DAY,
  status: 'answered',
  answer: 'Corrected.',
};

function panel(api: DataRequestsApi, locale: 'en' | 'hi' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ DataRequests: (locale === 'en' ? en : hi).DataRequests }}>
      <DataRequestsPanel api={api} now={() => NOW} />
    </NextIntlClientProvider>,
  );
}

const api = (requests: DataRequest[] = [erasure, correction]) => ({
  list: vi.fn<DataRequestsApi['list']>(async () => requests),
  act: vi.fn<DataRequestsApi['act']>(async () => {}),
});

describe('the requests panel', () => {
  it('lists each request with what was asked, its dates, and marks one past its reply date', async () => {
    panel(api());
    const region = screen.getByRole('region', { name: en.DataRequests.title });
    const first = await within(region).findByRole('listitem', { name: 'Erasure: MSG-AB12CD34' });
    expect(within(first).getByText(formatDate('en', erasure.replyBy, { dateStyle: 'medium' }))).toBeInTheDocument();
    expect(within(first).getByText(en.DataRequests.overdue)).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Correction: MEM-MN34OP56' });
    expect(within(second).getByText('Village: Kargahar')).toBeInTheDocument();
    expect(within(second).queryByText(en.DataRequests.overdue)).not.toBeInTheDocument();
  });

  it('records an answer, erases, and closes an answered request, then loads the list again', async () => {
    const fake = api();
    panel(fake);
    const first = await screen.findByRole('listitem', { name: 'Erasure: MSG-AB12CD34' });
    await userEvent.type(
      within(first).getByRole('textbox', { name: en.DataRequests.answer }),
      'Your details are erased.',
    );
    await userEvent.click(within(first).getByRole('button', { name: en.DataRequests.recordAnswer }));
    expect(fake.act).toHaveBeenCalledWith({
      action: 'answer',
      requestKey: '-req1',
      answer: 'Your details are erased.',
    });
    await userEvent.click(within(first).getByRole('button', { name: en.DataRequests.erase }));
    // Asked once more: cancelling sends nothing.
    const dialog = screen.getByRole('dialog', { name: 'Erase the personal data of MSG-AB12CD34?' });
    await userEvent.click(within(dialog).getByRole('button', { name: en.DataRequests.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.act).not.toHaveBeenCalledWith({ action: 'erase', requestKey: '-req1' });
    await userEvent.click(within(first).getByRole('button', { name: en.DataRequests.erase }));
    await userEvent.click(screen.getByRole('button', { name: en.DataRequests.eraseConfirm }));
    expect(fake.act).toHaveBeenCalledWith({ action: 'erase', requestKey: '-req1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only an answered request can be closed, and only an erasure erased.
    expect(within(first).queryByRole('button', { name: en.DataRequests.close })).not.toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Correction: MEM-MN34OP56' });
    expect(within(second).queryByRole('button', { name: en.DataRequests.erase })).not.toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: en.DataRequests.close }));
    expect(fake.act).toHaveBeenCalledWith({ action: 'close', requestKey: '-req2' });
    expect(fake.list).toHaveBeenCalledTimes(4);
  });

  it('says when an action fails, and when there is nothing', async () => {
    const failing = { ...api([correction]), act: vi.fn(async () => Promise.reject(new Error('offline'))) };
    panel(failing);
    await userEvent.click(await screen.findByRole('button', { name: en.DataRequests.close }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.DataRequests.actionFailed);
  });

  it('speaks Hindi', async () => {
    panel(api([]), 'hi');
    expect(screen.getByRole('region', { name: hi.DataRequests.title })).toBeInTheDocument();
    expect(await screen.findByText(hi.DataRequests.none)).toBeInTheDocument();
  });
});
