import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { AttendancePanel, type AttendanceApi } from '@/components/team/attendance-panel';
import type { MarkPayload } from '@/lib/attendance/mark-outbox';
import type { Player } from '@/lib/attendance/model';
import type { MonthlyReport } from '@/lib/attendance/report';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { createOutbox, type OutboxItem, type OutboxStorage } from '@/lib/offline/outbox';

const PLAYERS: Player[] = [
  { key: '-p5', reference: 'MEM-0005', firstName: 'Vikash', ageGroup: 'U-12' },
  { key: '-p6', reference: 'MEM-0006', firstName: 'Pooja', ageGroup: 'U-15' },
  { key: '-p7', reference: 'MEM-0007', firstName: 'Rohit', ageGroup: 'U-15' },
];
const REPORT: MonthlyReport = {
  month: '2026-11',
  players: [
    { key: '-p6', reference: 'MEM-0006', firstName: 'Pooja', ageGroup: 'U-15', attended: 2, held: 3, percent: 67 },
  ],
  sessions: [{ key: '2026-11-20_U-15', date: '2026-11-20', ageGroup: 'U-15', present: 1, roster: 2 }],
};

function memoryStorage(): OutboxStorage<MarkPayload> {
  const items = new Map<string, OutboxItem<MarkPayload>>();
  let last: number | null = null;
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    lastSyncAt: async () => last,
    setLastSyncAt: async (at) => void (last = at),
  };
}

function setUp(locale: 'en' | 'hi', options: { offlineRoster?: boolean; storage?: OutboxStorage<MarkPayload> } = {}) {
  let online = false;
  const sent: MarkPayload[] = [];
  let ids = 0;
  const outbox = createOutbox<MarkPayload>({
    storage: options.storage ?? memoryStorage(),
    send: async (item) => {
      sent.push(item.payload);
      // The server refuses a player who is not in the group (Vikash, U-12, marked in U-15).
      return item.payload.player === '-p5' ? 'rejected' : 'sent';
    },
    isOnline: () => online,
    newId: () => `id-${++ids}`,
    now: () => Date.parse('2026-11-20T10:00:00+05:30'),
  });
  const api: AttendanceApi = {
    register: {
      roster: vi.fn(async () => ({
        players: PLAYERS,
        marks: { '2026-11-20_U-15': { '-p7': false } },
        offline: options.offlineRoster ?? false,
      })),
      outbox,
      now: () => 1_795_000_000_000,
    },
    report: { report: vi.fn(async () => REPORT), download: vi.fn(async () => {}) },
  };
  const catalog = { en, hi }[locale];
  render(
    <NextIntlClientProvider locale={locale} messages={{ Attendance: catalog.Attendance }} timeZone="Asia/Kolkata">
      <AttendancePanel api={api} now={new Date('2026-11-20T04:00:00Z')} />
    </NextIntlClientProvider>,
  );
  return { api, outbox, sent, t: catalog.Attendance, goOnline: () => (online = true) };
}

describe('the attendance panel', () => {
  it.each(['en', 'hi'] as const)(
    'opens a group’s register and keeps marks on the phone until the connection returns, in %s',
    async (locale) => {
      const user = userEvent.setup();
      const { api, outbox, sent, t, goOnline } = setUp(locale);
      expect(screen.getByRole('region', { name: t.title })).toBeInTheDocument();
      expect(screen.getByLabelText(t.register.date, { exact: false })).toHaveValue('2026-11-20');
      await user.selectOptions(screen.getByLabelText(t.register.ageGroup), t.register.groups['U-15']);
      await user.click(screen.getByRole('button', { name: t.register.open }));
      expect(api.register.roster).toHaveBeenCalledWith('2026-11-20');

      const pooja = await screen.findByRole('radiogroup', { name: 'Pooja (MEM-0006)' });
      expect(screen.getByRole('radiogroup', { name: 'Rohit (MEM-0007)' })).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup', { name: /Vikash/ })).not.toBeInTheDocument();

      await user.click(within(pooja).getByRole('radio', { name: t.register.present }));
      await user.click(
        within(screen.getByRole('radiogroup', { name: 'Rohit (MEM-0007)' })).getByRole('radio', {
          name: t.register.present,
        }),
      );
      const status = screen.getByRole('status');
      const waiting = t.register.waiting.match(/other \{#(.*?)\}\}/)?.[1] ?? '';
      expect(status).toHaveTextContent(`2${waiting}`);
      expect(status).toHaveTextContent(t.register.neverSynced);
      expect(sent).toEqual([]);

      goOnline();
      await outbox.flush();
      expect(await screen.findByText(new RegExp(t.register.allSent))).toBe(status);
      expect(sent).toEqual([
        { date: '2026-11-20', ageGroup: 'U-15', player: '-p6', present: true, markedAt: 1_795_000_000_000 },
        { date: '2026-11-20', ageGroup: 'U-15', player: '-p7', present: true, markedAt: 1_795_000_000_000 },
      ]);
    },
  );

  it('says when the phone could not keep a mark, and when the server refused one', async () => {
    const user = userEvent.setup();
    const closed = { ...memoryStorage(), put: () => Promise.reject(new Error('IndexedDB closed')) };
    const { t } = setUp('en', { storage: closed });
    await user.click(screen.getByRole('button', { name: t.register.open }));
    const vikash = await screen.findByRole('radiogroup', { name: 'Vikash (MEM-0005)' });
    await user.click(within(vikash).getByRole('radio', { name: t.register.present }));
    expect(await screen.findByText(t.register.notKept)).toBeInTheDocument();
  });

  it('counts marks the server refused in the status line', async () => {
    const user = userEvent.setup();
    const { outbox, t, goOnline } = setUp('en');
    await user.click(screen.getByRole('button', { name: t.register.open }));
    const vikash = await screen.findByRole('radiogroup', { name: 'Vikash (MEM-0005)' });
    await user.click(within(vikash).getByRole('radio', { name: t.register.absent }));
    goOnline();
    await outbox.flush();
    expect(await screen.findByText(/1 mark was refused by the server/)).toBe(screen.getByRole('status'));
  });

  it('shows, on a register opened again, the marks the server holds and those still waiting on the phone', async () => {
    const user = userEvent.setup();
    const { outbox, t } = setUp('en');
    await outbox.enqueue({ date: '2026-11-20', ageGroup: 'U-15', player: '-p6', present: true, markedAt: 1 });
    await outbox.enqueue({ date: '2026-11-21', ageGroup: 'U-15', player: '-p7', present: true, markedAt: 1 });
    await user.selectOptions(screen.getByLabelText(t.register.ageGroup), t.register.groups['U-15']);
    await user.click(screen.getByRole('button', { name: t.register.open }));
    const pooja = await screen.findByRole('radiogroup', { name: 'Pooja (MEM-0006)' });
    expect(within(pooja).getByRole('radio', { name: t.register.present })).toBeChecked();
    const rohit = screen.getByRole('radiogroup', { name: 'Rohit (MEM-0007)' });
    expect(within(rohit).getByRole('radio', { name: t.register.absent })).toBeChecked();
  });

  it('says when the players come from the phone’s copy, and when there is none', async () => {
    const user = userEvent.setup();
    const { api, t } = setUp('en', { offlineRoster: true });
    await user.click(screen.getByRole('button', { name: t.register.open }));
    expect(await screen.findByText(t.register.fromPhone)).toBeInTheDocument();
    vi.mocked(api.register.roster).mockRejectedValueOnce(new Error('offline, nothing kept'));
    await user.click(screen.getByRole('button', { name: t.register.open }));
    expect(await screen.findByText(t.register.loadFailed)).toBeInTheDocument();
  });

  it.each(['en', 'hi'] as const)(
    'shows a month per player and per session, and downloads each as CSV, in %s',
    async (locale) => {
      const user = userEvent.setup();
      const { api, t } = setUp(locale);
      expect(screen.getByLabelText(new RegExp(`^${t.report.month}\\s*\\*?$`))).toHaveValue('2026-11');
      await user.click(screen.getByRole('button', { name: t.report.show }));
      expect(api.report.report).toHaveBeenCalledWith('2026-11');
      const players = await screen.findByRole('table', { name: t.report.playersCaption });
      const share = t.report.share.replace('{attended}', '2').replace('{held}', '3').replace('{percent}', '67');
      expect(within(players).getByRole('row', { name: `Pooja (MEM-0006) U-15 ${share}` })).toBeInTheDocument();
      const sessions = screen.getByRole('table', { name: t.report.sessionsCaption });
      expect(within(sessions).getAllByRole('row')).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: t.report.downloadPlayers }));
      expect(api.report.download).toHaveBeenCalledWith(
        'rufc-attendance-players-2026-11.csv',
        expect.stringContaining('MEM-0006,Pooja,U-15,2,3,67'),
        1,
      );
      vi.mocked(api.report.download).mockRejectedValueOnce(new Error('not logged'));
      await user.click(screen.getByRole('button', { name: t.report.downloadSessions }));
      expect(await screen.findByText(t.report.downloadFailed)).toBeInTheDocument();
    },
  );
});
