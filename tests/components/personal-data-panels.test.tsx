import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { AccessLogPanel } from '@/components/team/access-log-panel';
import { IncidentsPanel, type IncidentsApi } from '@/components/team/incidents-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { NO_ACCESS_FILTER, type AccessEntry, type AccessLogPage } from '@/lib/privacy/access-log-types';
import type { Incident } from '@/lib/privacy/incidents';

vi.setConfig({ testTimeout: 60_000 });

const catalogs = { en, hi };
const a = en.AccessLog;
const inc = en.Incidents;

function renderIn(locale: 'en' | 'hi', ui: React.ReactNode) {
  const c = catalogs[locale];
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ AccessLog: c.AccessLog, Incidents: c.Incidents, Inbox: c.Inbox }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

/** What axe finds, every impact but contrast (jsdom lays nothing out: the browser test checks it). */
async function axeFindings() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

const entry = (part: Partial<AccessEntry>): AccessEntry => ({
  key: '-e1',
  at: Date.parse('2026-11-21T10:05:00+05:30'),
  by: 'RYF001',
  byName: 'Priya Kumari',
  action: 'read',
  form: 'complaint',
  reference: 'CMP-DEMO0001',
  count: 1,
  ...part,
});
const page = (entries: AccessEntry[], part: Partial<AccessLogPage> = {}): AccessLogPage => ({
  entries,
  total: entries.length,
  page: 1,
  pageCount: 1,
  olderNotSearched: false,
  ...part,
});

describe('the record of who looked', () => {
  it('asks for nothing until "Show", then lists when, who, what, which form and record, and how many', async () => {
    const load = vi.fn(async () =>
      page([entry({ key: '-e2', action: 'export', reference: undefined, count: 12 }), entry({})]),
    );
    renderIn('en', <AccessLogPanel load={load} />);
    const section = screen.getByRole('region', { name: a.title });
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(within(section).getByRole('textbox', { name: a.member }), 'RYF001');
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: a.action }), a.actions.export);
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: a.form }), en.Inbox.tabs.complaint);
    await userEvent.type(within(section).getByLabelText(a.from), '2026-11-01');
    await userEvent.click(within(section).getByRole('button', { name: a.show }));
    expect(load).toHaveBeenCalledWith(
      { ...NO_ACCESS_FILTER, member: 'RYF001', action: 'export', form: 'complaint', from: '2026-11-01' },
      1,
    );
    const list = await within(section).findByRole('list', { name: a.entries });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '21 Nov 2026, 10:05:00 am · by Priya Kumari (RYF001)Exported a CSV · Complaints · 12 records',
      '21 Nov 2026, 10:05:00 am · by Priya Kumari (RYF001)Opened a record · Complaints · Reference CMP-DEMO0001 · 1 record',
    ]);
    expect(within(section).getByRole('status')).toHaveTextContent('2 entries, newest first');
    // Read only: nothing in the panel changes or deletes an entry.
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([a.show]);
    expect(await axeFindings()).toEqual([]);
  });

  it('pages older entries with the same filter', async () => {
    const load = vi.fn(async (_filter: unknown, asked: number) =>
      page([entry({ key: `-p${asked}` })], { total: 30, page: asked, pageCount: 2 }),
    );
    renderIn('en', <AccessLogPanel load={load} />);
    await userEvent.click(screen.getByRole('button', { name: a.show }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: a.newer })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: a.older }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(NO_ACCESS_FILTER, 2);
  });

  it('says when the chosen days hold more entries than were searched', async () => {
    const load = vi.fn(async () => page([entry({})], { olderNotSearched: true }));
    renderIn('en', <AccessLogPanel load={load} />);
    await userEvent.click(screen.getByRole('button', { name: a.show }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Only the newest 5,000 entries of these days were searched: choose fewer days to see older ones.',
    );
  });

  it('says when nothing matches, and when the record could not be loaded', async () => {
    const load = vi.fn().mockResolvedValueOnce(page([])).mockRejectedValueOnce(new Error('offline'));
    renderIn('en', <AccessLogPanel load={load} />);
    await userEvent.click(screen.getByRole('button', { name: a.show }));
    expect(await screen.findByText(a.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: a.show }));
    expect(await screen.findByRole('alert')).toHaveTextContent(a.failed);
  });

  it('is in Hindi on the Hindi page', async () => {
    renderIn('hi', <AccessLogPanel load={async () => page([entry({ action: 'status', form: 'contact' })])} />);
    const section = screen.getByRole('region', { name: hi.AccessLog.title });
    await userEvent.click(within(section).getByRole('button', { name: hi.AccessLog.show }));
    expect(await within(section).findByRole('listitem')).toHaveTextContent(
      `${hi.AccessLog.actions.status} · ${hi.Inbox.tabs.contact}`,
    );
    expect(await axeFindings()).toEqual([]);
  });
});

const NOW = Date.parse('2026-11-21T16:03:30+05:30');
const incident = (part: Partial<Incident>): Incident => ({
  key: '-i1',
  // 30 h 48 min 30 s before NOW: 41 h 11 min 30 s left.
  discoveredAt: NOW - (30 * 60 + 48) * 60_000 - 30_000,
  whatHappened: 'A phone with a survey export was stolen.',
  dataAffected: 'Parents’ names and numbers',
  peopleAffected: 40,
  measures: 'Sessions ended.',
  loggedAt: NOW - 30 * 60 * 60_000,
  by: 'RYF001',
  byName: 'Priya Kumari',
  told: {},
  ...part,
});

function fakeApi(incidents: Incident[]): IncidentsApi & { [K in keyof IncidentsApi]: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async () => incidents),
    log: vi.fn(async () => {}),
    change: vi.fn(async () => {}),
  };
}

describe('incidents', () => {
  it('shows each open incident’s clock to the Board’s report, the people to inform and who was told', async () => {
    const told = Date.parse('2026-11-21T11:00:00+05:30');
    const api = fakeApi([
      incident({ told: { board: told } }),
      incident({ key: '-late', discoveredAt: NOW - 75 * 60 * 60_000 - 5 * 60_000 }),
      incident({ key: '-done', closedAt: NOW - 60_000 }),
    ]);
    renderIn('en', <IncidentsPanel api={api} now={() => NOW} />);
    const [open, late, closed] = await screen.findAllByRole('article');
    expect(open).toHaveTextContent('41 h 11 min left to report to the Board');
    expect(late).toHaveTextContent('Overdue by 3 h 5 min: report to the Board now');
    expect(closed).toHaveTextContent(inc.closedOn.replace('{date}', '21 Nov 2026, 4:02 pm'));
    expect(closed).not.toHaveTextContent('left to report');
    const people = within(open as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(people).toEqual([
      `${inc.whom.board}: Told on 21 Nov 2026`,
      `${inc.whom.affected}: ${inc.notTold}${inc.markTold}`,
      `${inc.whom.guardians}: ${inc.notTold}${inc.markTold}`,
      `${inc.whom.police}: ${inc.notTold}${inc.markTold}`,
      `${inc.whom.trustees}: ${inc.notTold}${inc.markTold}`,
    ]);
    const affected = inc.markToldLabel.replace('{whom}', inc.whom.affected);
    await userEvent.click(within(open as HTMLElement).getByRole('button', { name: affected }));
    expect(api.change).toHaveBeenCalledWith({ change: 'told', key: '-i1', whom: 'affected' });
    await userEvent.click(within(late as HTMLElement).getByRole('button', { name: inc.close }));
    expect(api.change).toHaveBeenLastCalledWith({ change: 'close', key: '-late' });
    expect(api.list).toHaveBeenCalledTimes(3);
    expect(within(closed as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(await axeFindings()).toEqual([]);
  });

  it('logs a new incident, checked first, keeping what was typed when it fails', async () => {
    const api = fakeApi([]);
    api.log.mockRejectedValueOnce(Object.assign(new Error('offline'), { status: 0 }));
    renderIn('en', <IncidentsPanel api={api} now={() => NOW} />);
    expect(await screen.findByText(inc.none)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: inc.newTitle });
    await userEvent.click(within(form).getByRole('button', { name: inc.submit }));
    expect(api.log).not.toHaveBeenCalled();

    await userEvent.type(
      within(form).getByLabelText(new RegExp(inc.discoveredAt.replace(/[()]/g, '.'))),
      '2026-11-21T09:15',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: new RegExp(inc.whatHappened) }),
      'A laptop was lost.',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(inc.dataAffected) }), 'Complaints');
    await userEvent.type(within(form).getByRole('spinbutton', { name: new RegExp(inc.peopleAffected) }), '12');
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(inc.measures) }), 'Passwords reset.');
    await userEvent.click(within(form).getByRole('button', { name: inc.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(inc.errors.failed);
    expect(within(form).getByRole('textbox', { name: new RegExp(inc.whatHappened) })).toHaveValue('A laptop was lost.');

    await userEvent.click(within(form).getByRole('button', { name: inc.submit }));
    expect(api.log).toHaveBeenLastCalledWith({
      discoveredAt: '2026-11-21T09:15',
      whatHappened: 'A laptop was lost.',
      dataAffected: 'Complaints',
      peopleAffected: 12,
      measures: 'Passwords reset.',
    });
    expect(await within(form).findByRole('status')).toHaveTextContent(inc.saved);
    expect(within(form).getByRole('textbox', { name: new RegExp(inc.whatHappened) })).toHaveValue('');
  });

  it('is in Hindi on the Hindi page', async () => {
    renderIn('hi', <IncidentsPanel api={fakeApi([incident({})])} now={() => NOW} />);
    expect(await screen.findByText('बोर्ड को रिपोर्ट भेजने में 41 घंटे 11 मिनट बाक़ी')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: hi.Incidents.newTitle })).toBeInTheDocument();
    expect(await axeFindings()).toEqual([]);
  });
});
