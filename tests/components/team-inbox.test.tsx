import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamInbox } from '@/components/team/team-inbox';
import seed from '@/lib/firebase/seed/database.seed.json';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { inboxRecordsFrom, type InboxRecord } from '@/lib/team/inbox';
import { InboxError } from '@/lib/team/inbox-error';
import type { SignedInMember } from '@/lib/team/member';
import { bytesOf, catchCsvDownloads } from '../support/csv-downloads';

// Whole inboxes of MUI cards: slow to query in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Watcher = {
  onChange: (records: InboxRecord[], window?: { size: number; delivered: number; hasOlder: boolean }) => void;
  onError: (error: InboxError) => void;
  windowSize: number;
};
const fake = vi.hoisted(() => ({
  watchers: new Map<string, Watcher>(),
  subscribed: [] as string[],
  addStatusEntry: vi.fn(),
  readWholeInbox: vi.fn(),
  reportAccess: vi.fn(),
}));
vi.mock('@/lib/privacy/access-reporting', () => ({ reportWorkspaceAccess: fake.reportAccess }));
vi.mock('@/lib/team/inbox-database', () => ({
  watchInbox: (formId: string, onChange: Watcher['onChange'], onError: Watcher['onError'], windowSize = 50) => {
    const watcher = { onChange, onError, windowSize };
    fake.watchers.set(formId, watcher);
    fake.subscribed.push(formId);
    return () => {
      if (fake.watchers.get(formId) === watcher) fake.watchers.delete(formId);
    };
  },
  addStatusEntry: fake.addStatusEntry,
  readWholeInbox: fake.readWholeInbox,
}));

const coordinator: SignedInMember = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };
const coach: SignedInMember = { memberId: 'RYF002', name: 'Rahul Singh', role: 'RUFC Coach' };
const volunteer: SignedInMember = { memberId: 'RYF003', name: 'Anjali Verma', role: 'Volunteer' };
const t = en.Inbox;
const SECRET = seed.rufcComplaints['-demo-complaint-2'].secretHash;

function renderInbox(member: SignedInMember, locale: 'en' | 'hi' = 'en') {
  const messages = locale === 'en' ? en : hi;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ Inbox: messages.Inbox, Forms: messages.Forms }}>
      <TeamInbox member={member} />
    </NextIntlClientProvider>,
  );
}

/** Answers a tab's listener as the database would. */
function deliver(formId: FormId, node: unknown, history: unknown = null) {
  const watcher = fake.watchers.get(formId);
  if (!watcher) throw new Error(`nobody listens to ${formId}`);
  act(() => watcher.onChange(inboxRecordsFrom(formId, node, history)));
}

/** Every listening tab gets the seed's demo records and history. */
function deliverSeed() {
  const histories: Record<string, unknown> = seed.statusHistory;
  const nodes: Record<string, unknown> = seed;
  for (const formId of [...fake.watchers.keys()] as FormId[])
    deliver(formId, nodes[FORM_NODES[formId]], histories[FORM_NODES[formId]]);
}

const card = (reference: string) => screen.getByRole('article', { name: `Reference ${reference}` });
/** Opens a record's detail (each opening is reported for the record of who looked) and answers its card. */
async function openCard(reference: string) {
  const record = card(reference);
  await userEvent.click(within(record).getByRole('button', { name: `Open ${reference}` }));
  await within(record).findByRole('button', { name: `Close ${reference}` });
  return record;
}
const shownReferences = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace('Reference ', ''));

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => {
  fake.watchers.clear();
  fake.subscribed = [];
  fake.addStatusEntry.mockResolvedValue(undefined);
  fake.reportAccess.mockResolvedValue(undefined);
});
afterEach(() => vi.clearAllMocks());

// The demo survey has enough answers for its insights' charts; the other forms have three each.
const surveyCount = Object.keys(seed.surveyResponses).length;

describe('tabs', () => {
  it.each([
    [
      coordinator,
      ['Complaints (3)', 'Membership applications (7)', `Survey responses (${surveyCount})`, 'Contact messages (3)'],
    ],
    [coach, ['Membership applications (7)']],
    [volunteer, [`Survey responses (${surveyCount})`, 'Contact messages (3)']],
  ])('show $role exactly the inboxes of the role, with their counts', (member, tabs) => {
    renderInbox(member);
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeInTheDocument();
    deliverSeed();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
    // Nothing else is even read: a coach's browser never asks for the complaints.
    expect(fake.subscribed).toHaveLength(tabs.length);
    const first = screen.getAllByRole('tab')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById(first?.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'tabpanel');
  });

  it('keep each count live and switch panels', async () => {
    renderInbox(coordinator);
    deliverSeed();
    deliver('contact', {
      ...seed.contactMessages,
      '-new': { ...seed.contactMessages['-demo-contact-1'], reference: 'MSG-NEW' },
    });
    expect(screen.getByRole('tab', { name: 'Contact messages (4)' })).toBeInTheDocument();
    // Only the open tab is drawn; the others just keep listening, for their counts.
    expect(document.querySelectorAll('article')).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: 'Contact messages (4)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Contact messages (4)' });
    expect(within(panel).getByRole('article', { name: 'Reference MSG-NEW' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Reference CMP-DEMO0001' })).not.toBeInTheDocument();
  });

  it('tell a member whose role has no inbox so, and read nothing', () => {
    renderInbox({ memberId: 'RYF009', name: 'Sunil Prasad', role: 'Treasurer' });
    expect(screen.getByText(t.noRole.replace('{role}', 'Treasurer'))).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(fake.subscribed).toEqual([]);
  });

  it('are in Hindi on the Hindi page, statuses too', () => {
    renderInbox(coordinator, 'hi');
    deliverSeed();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'शिकायतें (कुल 3)',
      'सदस्यता आवेदन (कुल 7)',
      `सर्वे के जवाब (कुल ${surveyCount})`,
      'संपर्क संदेश (कुल 3)',
    ]);
    const complaint = screen.getByRole('article', { name: 'संदर्भ CMP-DEMO0001' });
    expect(complaint).toHaveTextContent('स्थिति: जाँच चल रही है');
    expect(complaint).toHaveTextContent(hi.Forms.options.category.facilities);
    expect(complaint).toHaveTextContent('3 नव॰ 2026');
  });
});

describe('the states of a tab', () => {
  it('says it is loading, then that there is nothing yet', () => {
    renderInbox(coach);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    deliver('membership', null);
    expect(screen.getByRole('status')).toHaveTextContent(t.empty.membership);
    expect(screen.getByRole('tab')).toHaveTextContent('Membership applications (0)');
  });

  it.each([
    ['denied', t.errors.denied],
    ['offline', t.errors.offline],
  ] as const)('says why it failed (%s) and tries again', async (kind, message) => {
    renderInbox(coach);
    act(() => fake.watchers.get('membership')?.onError(new InboxError(kind, 'from the test')));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(fake.subscribed).toEqual(['membership', 'membership']);
    deliverSeed();
    expect(card('MEM-DEMO0002')).toBeInTheDocument();
  });
});

describe('filters', () => {
  beforeEach(() => {
    renderInbox(coordinator);
    deliverSeed();
  });
  const panel = () => screen.getByRole('tabpanel', { name: /^Complaints/ });

  it('search in Hindi and English, by reference too', async () => {
    const search = within(panel()).getByRole('searchbox', { name: t.search });
    await userEvent.type(search, 'गीता');
    expect(shownReferences()).toEqual(['CMP-DEMO0003']);
    expect(within(panel()).getByText('Showing 1 of 3')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'cmp-demo0001');
    expect(shownReferences()).toEqual(['CMP-DEMO0001']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Grounds and equipment');
    expect(shownReferences()).toEqual(['CMP-DEMO0001']);
  });

  it('filter by status and by the days received, and say when nothing matches', async () => {
    await choose(within(panel()).getByRole('combobox', { name: t.status }), t.statuses.investigating);
    expect(shownReferences()).toEqual(['CMP-DEMO0001']);
    await choose(within(panel()).getByRole('combobox', { name: t.status }), t.allStatuses);
    fireEvent.change(within(panel()).getByLabelText(t.from), { target: { value: '2026-11-11' } });
    expect(shownReferences()).toEqual(['CMP-DEMO0003', 'CMP-DEMO0002']);
    fireEvent.change(within(panel()).getByLabelText(t.to), { target: { value: '2026-11-11' } });
    expect(shownReferences()).toEqual(['CMP-DEMO0002']);
    fireEvent.change(within(panel()).getByLabelText(t.from), { target: { value: '2026-11-12' } });
    expect(within(panel()).getByText(t.noMatches)).toBeInTheDocument();
    expect(within(panel()).queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(within(panel()).getByRole('button', { name: t.clearFilters }));
    expect(shownReferences()).toHaveLength(3);
  });
});

describe('paging', () => {
  const messages = Object.fromEntries(
    Array.from({ length: 23 }, (_, i) => [
      `-m${String(i).padStart(2, '0')}`,
      {
        name: 'Imran Ansari',
        phone: '8877665544',
        subject: 'Match',
        message: 'When?',
        createdAt: i,
        reference: `MSG-${i}`,
      },
    ]),
  );

  it('shows ten records a page, newest first', async () => {
    renderInbox(volunteer);
    deliver('survey', null);
    deliver('contact', messages);
    await userEvent.click(screen.getByRole('tab', { name: /^Contact messages/ }));
    expect(shownReferences()).toEqual(Array.from({ length: 10 }, (_, i) => `MSG-${22 - i}`));
    const pages = screen.getByRole('navigation', { name: t.pages });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(shownReferences()).toEqual(['MSG-2', 'MSG-1', 'MSG-0']);
    expect(within(pages).getByRole('button', { name: 'Page 3, current page' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the page buttons in Hindi', () => {
    renderInbox(volunteer, 'hi');
    deliver('survey', messages);
    const pages = screen.getByRole('navigation', { name: hi.Inbox.pages });
    expect(within(pages).getByRole('button', { name: 'पेज 2 पर जाएँ' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'अगले पेज पर जाएँ' })).toBeInTheDocument();
  });
});

describe('a record', () => {
  it('shows its reference, status, time and a line that names nobody, and its fields only once opened', async () => {
    renderInbox(coordinator);
    deliverSeed();
    const record = card('CMP-DEMO0001');
    expect(within(record).getByText('Status: Under investigation')).toBeInTheDocument();
    expect(record).toHaveTextContent('Received 3 Nov 2026, 1:30 pm');
    expect(record).toHaveTextContent(
      `${en.Forms.complaint.fields.category}: ${en.Forms.options.category.facilities} · ${en.Forms.complaint.fields.incidentDate}: 2026-11-02`,
    );
    expect(within(record).queryAllByRole('term')).toEqual([]);
    expect(record).not.toHaveTextContent('Pankaj Mishra');
    expect(within(record).getByRole('button', { name: 'Open CMP-DEMO0001' })).toHaveAttribute('aria-expanded', 'false');
    expect(fake.reportAccess).not.toHaveBeenCalled();

    await openCard('CMP-DEMO0001');
    expect(fake.reportAccess).toHaveBeenCalledExactlyOnceWith({
      action: 'read',
      form: 'complaint',
      recordKey: '-demo-complaint-1',
      reference: 'CMP-DEMO0001',
      count: 1,
    });
    const close = within(record).getByRole('button', { name: 'Close CMP-DEMO0001' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(close.getAttribute('aria-controls') ?? '')).toHaveTextContent('Pankaj Mishra');
    await userEvent.click(close);
    expect(record).not.toHaveTextContent('Pankaj Mishra');
  });

  it('stays closed, and says why, when its opening could not be noted', async () => {
    fake.reportAccess.mockRejectedValue(new Error('offline'));
    renderInbox(coordinator);
    deliverSeed();
    const record = card('CMP-DEMO0001');
    await userEvent.click(within(record).getByRole('button', { name: 'Open CMP-DEMO0001' }));
    expect(await within(record).findByRole('alert')).toHaveTextContent(t.openFailed);
    expect(within(record).queryAllByRole('term')).toEqual([]);
    expect(within(record).getByRole('button', { name: 'Open CMP-DEMO0001' })).toBeEnabled();
  });

  it('shows every field with its label, choices by their labels, and its history', async () => {
    renderInbox(coordinator);
    deliverSeed();
    const record = await openCard('CMP-DEMO0001');
    expect(within(record).getByText(t.demo)).toBeInTheDocument();
    const terms = within(record)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(Object.values(en.Forms.complaint.fields));
    const values = within(record)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual([
      en.Forms.options.category.facilities,
      seed.rufcComplaints['-demo-complaint-1'].description,
      '2026-11-02',
      'No',
      'Pankaj Mishra',
      '9122334455',
    ]);
    const history = within(record)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(history).toEqual([
      'Acknowledged: Priya Kumari (RYF001), 4 Nov 2026, 10:30 amNote: Called Pankaj ji; ground staff informed.',
      'Under investigation: Priya Kumari (RYF001), 6 Nov 2026, 12:30 pmNote: Electrician booked for this week.',
    ]);
  });

  it('of an anonymous complaint says name and phone were not given, and never shows its secret hash', async () => {
    const { container } = renderInbox(coordinator);
    deliverSeed();
    const values = within(await openCard('CMP-DEMO0002'))
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values.slice(3)).toEqual(['Yes', t.notGiven, t.notGiven]);
    expect(container.textContent).not.toContain(SECRET);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('changing a status', () => {
  const note = 'Called the family; the head coach will meet them on Saturday.';

  it('saves the suggested or chosen status with the note, clears the note and says so', async () => {
    renderInbox(coordinator);
    deliverSeed();
    const record = await openCard('CMP-DEMO0003');
    const noteField = within(record).getByRole('textbox', { name: t.note });
    await userEvent.click(noteField);
    await userEvent.paste(note);
    expect(within(record).getByText(`Seen by the team only. ${note.length} of 1000 characters.`)).toBeInTheDocument();
    expect(within(record).getByRole('combobox', { name: t.newStatus })).toHaveTextContent(t.statuses.acknowledged);
    await choose(within(record).getByRole('combobox', { name: t.newStatus }), t.statuses.investigating);
    await userEvent.click(within(record).getByRole('button', { name: t.save }));
    expect(fake.addStatusEntry).toHaveBeenCalledWith(
      'complaint',
      '-demo-complaint-3',
      { status: 'investigating', note },
      coordinator,
    );
    expect(within(record).getByRole('status')).toHaveTextContent('Status changed to “Under investigation”.');
    expect(noteField).toHaveValue('');
    expect(fake.reportAccess).toHaveBeenLastCalledWith({
      action: 'status',
      form: 'complaint',
      recordKey: '-demo-complaint-3',
      reference: 'CMP-DEMO0003',
      count: 1,
    });
  });

  it.each([
    ['denied', new InboxError('denied', 'PERMISSION_DENIED'), t.saveErrors.denied],
    [
      'denied by the rules',
      Object.assign(new Error('PERMISSION_DENIED: no'), { code: 'PERMISSION_DENIED' }),
      t.saveErrors.denied,
    ],
    ['offline', new InboxError('offline', 'no connection'), t.saveErrors.offline],
    ['timeout', new InboxError('timeout', 'no answer in 15 s'), t.saveErrors.timeout],
  ])('keeps the typed note and says why when it fails (%s)', async (_, error, message) => {
    fake.addStatusEntry.mockRejectedValue(error);
    renderInbox(coordinator);
    deliverSeed();
    const record = await openCard('CMP-DEMO0002');
    await userEvent.click(within(record).getByRole('textbox', { name: t.note }));
    await userEvent.paste(note);
    await userEvent.click(within(record).getByRole('button', { name: t.save }));
    expect(await within(record).findByRole('alert')).toHaveTextContent(message);
    expect(within(record).getByRole('textbox', { name: t.note })).toHaveValue(note);
    expect(within(record).getByRole('status')).toHaveTextContent('');
    // Only the opening was noted: nothing changed.
    expect(fake.reportAccess.mock.calls.map(([report]) => (report as { action: string }).action)).toEqual(['read']);
  });

  it('offers a membership "contacted" first, then accepted, declined or ended', async () => {
    renderInbox(coach);
    deliverSeed();
    const contacted = await openCard('MEM-DEMO0001');
    expect(within(contacted).getByRole('combobox', { name: t.newStatus })).toHaveTextContent(t.statuses.accepted);
    const record = await openCard('MEM-DEMO0002');
    expect(within(record).getByRole('combobox', { name: t.newStatus })).toHaveTextContent(t.statuses.contacted);
    await userEvent.click(within(record).getByRole('button', { name: t.save }));
    expect(fake.addStatusEntry).toHaveBeenCalledWith(
      'membership',
      '-demo-membership-2',
      { status: 'contacted', note: '' },
      coach,
    );
  });

  it('is "Mark replied" for a contact message', async () => {
    renderInbox(volunteer);
    deliverSeed();
    await userEvent.click(screen.getByRole('tab', { name: /^Contact messages/ }));
    await userEvent.click(within(await openCard('MSG-DEMO0003')).getByRole('button', { name: t.markReplied }));
    expect(fake.addStatusEntry).toHaveBeenCalledWith(
      'contact',
      '-demo-contact-3',
      { status: 'replied', note: '' },
      volunteer,
    );
  });
});

describe('the CSV export', () => {
  let blobs: Blob[];
  let downloads: string[];
  beforeEach(() => ({ blobs, downloads } = catchCsvDownloads()));
  afterEach(() => vi.restoreAllMocks());

  it('is offered to coordinators only', () => {
    for (const member of [coach, volunteer]) {
      const { unmount } = renderInbox(member);
      deliverSeed();
      expect(screen.queryByRole('button', { name: t.export })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('downloads the filtered records as UTF-8 CSV with a byte order mark', async () => {
    renderInbox(coordinator);
    deliverSeed();
    const panel = screen.getByRole('tabpanel', { name: /^Complaints/ });
    await userEvent.type(within(panel).getByRole('searchbox', { name: t.search }), 'गीता');
    await userEvent.click(within(panel).getByRole('button', { name: t.export }));

    expect(await within(panel).findByText(/^Downloaded /)).toBeInTheDocument();
    expect(downloads).toEqual([expect.stringMatching(/^rufc-complaints-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(within(panel).getByText(`Downloaded ${downloads[0]}.`)).toBeInTheDocument();
    expect(fake.reportAccess).toHaveBeenCalledExactlyOnceWith({ action: 'export', form: 'complaint', count: 1 });
    const [blob] = blobs;
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFReference,Received (Indian time),Status,')).toBe(true);
    expect(lines.slice(1, -1)).toHaveLength(1);
    expect(lines[1]).toContain('CMP-DEMO0003');
    expect(lines[1]).toContain('गीता देवी');
    expect(lines[1]).toContain(en.Forms.options.category.fees);
  });

  it('downloads nothing when the export could not be noted', async () => {
    fake.reportAccess.mockRejectedValue(new Error('offline'));
    renderInbox(coordinator);
    deliverSeed();
    const panel = screen.getByRole('tabpanel', { name: /^Complaints/ });
    await userEvent.click(within(panel).getByRole('button', { name: t.export }));
    expect(await within(panel).findByText(t.exportFailed)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('older records', () => {
  const base = seed.contactMessages['-demo-contact-1'];
  /** `count` contact messages, newest with the highest number, keyed in time order. */
  const messages = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `-page${String(i).padStart(4, '0')}`,
        { ...base, createdAt: base.createdAt + i * 60_000, reference: `MSG-P${String(i).padStart(4, '0')}` },
      ]),
    );
  /** Answers the contact tab's window as the database would: its newest `windowSize` records. */
  function deliverWindow(all: Record<string, unknown>) {
    const watcher = fake.watchers.get('contact');
    if (!watcher) throw new Error('nobody listens to contact');
    const keys = Object.keys(all).sort().slice(-watcher.windowSize);
    const node = Object.fromEntries(keys.map((key) => [key, all[key]]));
    act(() =>
      watcher.onChange(inboxRecordsFrom('contact', node, null), {
        size: watcher.windowSize,
        delivered: keys.length,
        hasOlder: keys.length >= watcher.windowSize,
      }),
    );
  }

  it('shows the newest 50 first, then all on "Show older", and says filters cover the records loaded', async () => {
    renderInbox(volunteer);
    await userEvent.click(screen.getByRole('tab', { name: t.tabs.contact }));
    const all = messages(60);
    deliverWindow(all);
    expect(fake.watchers.get('contact')?.windowSize).toBe(50);
    const tab = screen.getByRole('tab', { name: 'Contact messages (50+)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Contact messages (50+)' });
    expect(within(panel).getByText(t.loadedNote.replace('{count}', '50'))).toBeInTheDocument();
    expect(shownReferences()[0]).toBe('MSG-P0059');

    await userEvent.click(within(panel).getByRole('button', { name: t.showOlder }));
    // The records shown stay while the wider window is asked for.
    expect(within(panel).getByRole('button', { name: t.showOlder })).toBeDisabled();
    expect(within(panel).getByText(t.loadingOlder)).toBeInTheDocument();
    expect(fake.watchers.get('contact')?.windowSize).toBe(100);
    deliverWindow(all);

    expect(screen.getByRole('tab', { name: 'Contact messages (60)' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: t.showOlder })).not.toBeInTheDocument();
    expect(within(panel).queryByText(t.loadedNote.replace('{count}', '60'))).not.toBeInTheDocument();
    expect(
      within(panel).getByText(t.resultCount.replace('{count}', '60').replace('{total}', '60')),
    ).toBeInTheDocument();
    // The oldest is on the last page of ten.
    await userEvent.click(within(panel).getByRole('button', { name: t.pageItems.page.replace('{page}', '6') }));
    expect(shownReferences().at(-1)).toBe('MSG-P0000');
  });

  it('names the button in Hindi', () => {
    renderInbox(volunteer, 'hi');
    act(() => fake.watchers.get('survey')?.onChange([], { size: 50, delivered: 0, hasOlder: false }));
    const all = messages(60);
    fireEvent.click(screen.getByRole('tab', { name: hi.Inbox.tabs.contact }));
    deliverWindow(all);
    expect(screen.getByRole('button', { name: hi.Inbox.showOlder })).toBeInTheDocument();
    expect(screen.getByText(hi.Inbox.loadedNote.replace('{count}', '50'))).toBeInTheDocument();
  });

  it('exports every record, read on demand only, when older ones are not loaded', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:inbox');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInbox(coordinator);
    deliverSeed();
    await userEvent.click(screen.getByRole('tab', { name: /^Contact messages/ }));
    const all = messages(60);
    deliverWindow(all);
    // Opening the inbox reads no whole node.
    expect(fake.readWholeInbox).not.toHaveBeenCalled();
    fake.readWholeInbox.mockResolvedValue(inboxRecordsFrom('contact', all, null));
    const panel = screen.getByRole('tabpanel', { name: /^Contact messages/ });
    await userEvent.click(within(panel).getByRole('button', { name: t.export }));
    expect(fake.readWholeInbox).toHaveBeenCalledWith('contact');
    expect(await within(panel).findByText(/^Downloaded rufc-contact-messages-/)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(fake.reportAccess).toHaveBeenCalledExactlyOnceWith({ action: 'export', form: 'contact', count: 60 });
    click.mockRestore();
  });
});
