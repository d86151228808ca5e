// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addStatusEntry, InboxError, STATUS_WRITE_TIMEOUT_MS, watchInbox } from '@/lib/firebase/inbox';
import type { InboxRecord } from '@/lib/team/inbox';

type Listener = { path: string; onData: (s: { val: () => unknown }) => void; onCancel: (e: Error) => void };

const fake = vi.hoisted(() => ({
  listeners: [] as Listener[],
  stopped: [] as string[],
  pushes: [] as { path: string; value: unknown }[],
  pushResult: () => Promise.resolve() as Promise<unknown>,
}));

vi.mock('@/lib/firebase/app', () => ({
  getRealtimeDatabase: vi.fn(() => Promise.resolve({ name: 'main' })),
  getSurveyDatabase: vi.fn(() => Promise.resolve({ name: 'survey' })),
}));

vi.mock('firebase/database', () => ({
  ref: (db: { name: string }, path: string) => ({ db: db.name, path }),
  onValue: (ref: { db: string; path: string }, onData: Listener['onData'], onCancel: Listener['onCancel']) => {
    fake.listeners.push({ path: `${ref.db}:${ref.path}`, onData, onCancel });
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
});
afterEach(() => vi.useRealTimers());

describe('watching an inbox', () => {
  it('listens to the form node and its status history, and answers once both have', async () => {
    const onChange = vi.fn<(records: InboxRecord[]) => void>();
    watchInbox('complaint', onChange, vi.fn());
    await settle();
    expect(fake.listeners.map((l) => l.path)).toEqual(['main:rufcComplaints', 'main:statusHistory/rufcComplaints']);

    const record = { category: 'fees', createdAt: 1, reference: 'CMP-A', anonymous: false, description: 'd' };
    deliver('main:rufcComplaints', { k: record });
    expect(onChange).not.toHaveBeenCalled();
    deliver('main:statusHistory/rufcComplaints', {
      k: { e: { status: 'acknowledged', by: 'RYF001', byName: 'Priya Kumari', at: 2 } },
    });
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ reference: 'CMP-A', status: 'acknowledged' }),
    ]);

    // A new submission arrives: the list is sent again, without a reload.
    deliver('main:rufcComplaints', { k: record, n: { ...record, createdAt: 3, reference: 'CMP-B' } });
    expect(onChange.mock.lastCall?.[0].map((r) => r.reference)).toEqual(['CMP-B', 'CMP-A']);
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
