// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addStatusEntry,
  InboxError,
  readWholeInbox,
  STATUS_WRITE_TIMEOUT_MS,
  watchInbox,
  type InboxWindow,
} from '@/lib/team/inbox-database';
import type { InboxRecord } from '@/lib/team/inbox';

type Listener = {
  path: string;
  /** The query's constraints as text, e.g. ['orderByKey', 'limitToLast 50']. */
  constraints: string[];
  onData: (s: { val: () => unknown }) => void;
  onCancel: (e: Error) => void;
  once: boolean;
};
type FakeRef = { db: string; path: string; constraints?: string[] };

const fake = vi.hoisted(() => ({
  listeners: [] as Listener[],
  stopped: [] as string[],
  pushes: [] as { path: string; value: unknown }[],
  pushResult: () => Promise.resolve() as Promise<unknown>,
  onListen: (() => {}) as (listener: Listener) => void,
}));

vi.mock('@/lib/firebase/app', () => ({
  getRealtimeDatabase: vi.fn(() => Promise.resolve({ name: 'main' })),
  getSurveyDatabase: vi.fn(() => Promise.resolve({ name: 'survey' })),
}));

vi.mock('firebase/database', () => ({
  ref: (db: { name: string }, path: string): FakeRef => ({ db: db.name, path }),
  query: (ref: FakeRef, ...constraints: string[]): FakeRef => ({ ...ref, constraints }),
  orderByKey: () => 'orderByKey',
  limitToLast: (n: number) => `limitToLast ${n}`,
  limitToFirst: (n: number) => `limitToFirst ${n}`,
  startAfter: (key: string) => `startAfter ${key}`,
  onValue: (
    ref: FakeRef,
    onData: Listener['onData'],
    onCancel: Listener['onCancel'],
    options?: { onlyOnce?: boolean },
  ) => {
    const listener = {
      path: `${ref.db}:${ref.path}`,
      constraints: ref.constraints ?? [],
      onData,
      onCancel,
      once: options?.onlyOnce === true,
    };
    fake.listeners.push(listener);
    fake.onListen(listener);
    return () => fake.stopped.push(ref.path);
  },
  push: (ref: { db: string; path: string }, value: unknown) => {
    fake.pushes.push({ path: `${ref.db}:${ref.path}`, value });
    return fake.pushResult();
  },
  serverTimestamp: () => ({ '.sv': 'timestamp' }),
  set: () => {
    throw new Error('a status change must never overwrite');
  },
  update: () => {
    throw new Error('a status change must never overwrite');
  },
}));

const priya = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };
const settle = () => new Promise((done) => setTimeout(done, 0));
const snapshot = (value: unknown) => ({ val: () => value });
const deliver = (path: string, value: unknown) => fake.listeners.find((l) => l.path === path)?.onData(snapshot(value));
const denied = () => Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });

beforeEach(() => {
  fake.listeners = [];
  fake.stopped = [];
  fake.pushes = [];
  fake.pushResult = () => Promise.resolve();
  fake.onListen = () => {};
});
afterEach(() => vi.useRealTimers());

describe('watching an inbox', () => {
  it('listens to the newest 50 of the form node and its status history, and answers once both have', async () => {
    const onChange = vi.fn<(records: InboxRecord[], window: InboxWindow) => void>();
    watchInbox('complaint', onChange, vi.fn());
    await settle();
    expect(fake.listeners.map((l) => l.path)).toEqual(['main:rufcComplaints', 'main:statusHistory/rufcComplaints']);
    // Never the whole node: the newest 50 by key (push keys sort by time), histories alike.
    for (const listener of fake.listeners) expect(listener.constraints).toEqual(['orderByKey', 'limitToLast 50']);

    const record = { category: 'fees', createdAt: 1, reference: 'CMP-A', anonymous: false, description: 'd' };
    deliver('main:rufcComplaints', { k: record });
    expect(onChange).not.toHaveBeenCalled();
    deliver('main:statusHistory/rufcComplaints', {
      k: { e: { status: 'acknowledged', by: 'RYF001', byName: 'Priya Kumari', at: 2 } },
    });
    expect(onChange).toHaveBeenLastCalledWith(
      [expect.objectContaining({ reference: 'CMP-A', status: 'acknowledged' })],
      { size: 50, delivered: 1, hasOlder: false, waiting: [] },
    );

    // A new submission arrives: the list is sent again, without a reload.
    deliver('main:rufcComplaints', { k: record, n: { ...record, createdAt: 3, reference: 'CMP-B' } });
    expect(onChange.mock.lastCall?.[0].map((r) => r.reference)).toEqual(['CMP-B', 'CMP-A']);
    // Fewer than the window's 50: the whole node is there, nothing older.
    expect(onChange.mock.lastCall?.[1]).toEqual({ size: 50, delivered: 2, hasOlder: false, waiting: [] });
  });

  it('listens to a wider window when asked, and says older records may exist when it comes back full', async () => {
    const onChange = vi.fn<(records: InboxRecord[], window: InboxWindow) => void>();
    watchInbox('contact', onChange, vi.fn(), 100);
    await settle();
    for (const listener of fake.listeners) expect(listener.constraints).toEqual(['orderByKey', 'limitToLast 100']);
    const message = { name: 'N', phone: '9876543210', message: 'm', createdAt: 1, reference: 'MSG' };
    const node = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`-k${1000 + i}`, message]));
    deliver('main:contactMessages', node);
    deliver('main:statusHistory/contactMessages', null);
    expect(onChange.mock.lastCall?.[0]).toHaveLength(100);
    expect(onChange.mock.lastCall?.[1]).toEqual({ size: 100, delivered: 100, hasOlder: true, waiting: [] });
  });

  it('reads the survey from the main database, where the team is signed in', async () => {
    watchInbox('survey', vi.fn(), vi.fn());
    await settle();
    expect(fake.listeners.map((l) => l.path)).toEqual(['main:surveyResponses', 'main:statusHistory/surveyResponses']);
  });

  it('reports a refusal by the rules as denied', async () => {
    const onError = vi.fn<(error: InboxError) => void>();
    watchInbox('complaint', vi.fn(), onError);
    await settle();
    fake.listeners[0]?.onCancel(
      Object.assign(new Error("permission_denied at /rufcComplaints: Client doesn't have permission"), {
        code: 'PERMISSION_DENIED',
      }),
    );
    expect(onError.mock.lastCall?.[0]).toMatchObject({ kind: 'denied' });
  });

  it('stops both listeners, and starts none when stopped before the database is ready', async () => {
    const stop = watchInbox('contact', vi.fn(), vi.fn());
    await settle();
    stop();
    expect(fake.stopped).toEqual(['contactMessages', 'statusHistory/contactMessages']);

    fake.listeners = [];
    watchInbox('contact', vi.fn(), vi.fn())();
    await settle();
    expect(fake.listeners).toEqual([]);
  });
});

describe('reading a whole inbox for the export', () => {
  it('walks the node and the histories in pages with limitToFirst and startAfter, each read once', async () => {
    const message = { name: 'N', phone: '9876543210', message: 'm', reference: 'MSG' };
    const node = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`-k${i}`, { ...message, createdAt: i, reference: `MSG-${i}` }]),
    );
    const history = { '-k1': { e: { status: 'replied', by: 'RYF001', byName: 'Priya Kumari', at: 9 } } };
    // Answers each read as the database would: the keys after the cursor, at most the limit.
    fake.onListen = (listener) => {
      const all: Record<string, unknown> = listener.path.includes('statusHistory') ? history : node;
      const after = listener.constraints.find((c) => c.startsWith('startAfter '))?.slice('startAfter '.length);
      const limit = Number(listener.constraints.find((c) => c.startsWith('limitToFirst '))?.split(' ')[1]);
      const keys = Object.keys(all)
        .sort()
        .filter((key) => after === undefined || key > after)
        .slice(0, limit);
      queueMicrotask(() => listener.onData(snapshot(Object.fromEntries(keys.map((key) => [key, all[key]])))));
    };
    const records = await readWholeInbox('contact', 2);
    expect(records.map((r) => r.reference)).toEqual(['MSG-4', 'MSG-3', 'MSG-2', 'MSG-1', 'MSG-0']);
    expect(records.find((r) => r.reference === 'MSG-1')?.status).toBe('replied');
    const reads = fake.listeners.filter((l) => l.path === 'main:contactMessages');
    expect(reads.map((l) => l.constraints)).toEqual([
      ['orderByKey', 'limitToFirst 2'],
      ['orderByKey', 'startAfter -k1', 'limitToFirst 2'],
      ['orderByKey', 'startAfter -k3', 'limitToFirst 2'],
    ]);
    expect(fake.listeners.every((l) => l.once)).toBe(true);
  });

  it('turns a refusal into a denied InboxError', async () => {
    fake.onListen = (listener) => queueMicrotask(() => listener.onCancel(denied()));
    await expect(readWholeInbox('complaint')).rejects.toMatchObject({ kind: 'denied' });
  });
});

describe('adding a status entry', () => {
  it('pushes a new child with the member, the server time and the trimmed note', async () => {
    await addStatusEntry('complaint', '-k1', { status: 'acknowledged', note: '  Called the family.  ' }, priya);
    expect(fake.pushes).toEqual([
      {
        path: 'main:statusHistory/rufcComplaints/-k1',
        value: {
          status: 'acknowledged',
          by: 'RYF001',
          byName: 'Priya Kumari',
          at: { '.sv': 'timestamp' },
          note: 'Called the family.',
        },
      },
    ]);
  });

  it('leaves out an empty note, and keeps two changes made at once as two entries', async () => {
    await Promise.all([
      addStatusEntry('membership', '-m1', { status: 'contacted', note: ' ' }, priya),
      addStatusEntry('membership', '-m1', { status: 'contacted', note: 'Trial on Sunday' }, priya),
    ]);
    expect(fake.pushes).toHaveLength(2);
    expect(fake.pushes[0]?.value).not.toHaveProperty('note');
    expect(fake.pushes.map((p) => p.path)).toEqual([
      'main:statusHistory/rufcMembershipApplications/-m1',
      'main:statusHistory/rufcMembershipApplications/-m1',
    ]);
  });

  it('turns PERMISSION_DENIED into a denied InboxError', async () => {
    fake.pushResult = () => Promise.reject(denied());
    const failure = addStatusEntry('complaint', '-k1', { status: 'closed', note: '' }, priya);
    await expect(failure).rejects.toBeInstanceOf(InboxError);
    await expect(failure).rejects.toMatchObject({ kind: 'denied' });
  });

  it('gives up after 15 seconds without an answer, with a timeout error', async () => {
    vi.useFakeTimers();
    fake.pushResult = () => new Promise(() => {});
    const outcome = addStatusEntry('contact', '-c1', { status: 'replied', note: 'Sent' }, priya).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(STATUS_WRITE_TIMEOUT_MS - 1);
    const early = await Promise.race([outcome, Promise.resolve('waiting')]);
    expect(early).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: expect.stringContaining('15 s') });
    expect(STATUS_WRITE_TIMEOUT_MS).toBe(15_000);
  });
});
