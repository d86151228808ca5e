// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  backOff,
  createOutbox,
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  type OutboxItem,
  type OutboxStorage,
  type SendOutcome,
} from '@/lib/offline/outbox';

type Payload = { say: string };

/** The phone's storage, in memory: survives a new outbox as IndexedDB survives a page load. */
function memoryStorage(): OutboxStorage<Payload> & { items: Map<string, OutboxItem<Payload>> } {
  const items = new Map<string, OutboxItem<Payload>>();
  let last: number | null = null;
  return {
    items,
    all: async () => [...items.values()].map((item) => structuredClone(item)),
    put: async (item) => void items.set(item.id, structuredClone(item)),
    remove: async (id) => void items.delete(id),
    lastSyncAt: async () => last,
    setLastSyncAt: async (at) => void (last = at),
  };
}

/** A server that answers as told, in order, and records what it received. */
function fakeServer(answers: SendOutcome[] = []) {
  const received: string[] = [];
  return {
    received,
    send: async (item: OutboxItem<Payload>) => {
      received.push(`${item.payload.say}#${item.id}`);
      return answers.shift() ?? 'sent';
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Timers that run only when the test says, and remember their delays. */
function fakeTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    schedule: (run: () => void, ms: number) => {
      const entry = { run, ms };
      pending.push(entry);
      return () => void pending.splice(pending.indexOf(entry), 1);
    },
    fire: async () => {
      const entry = pending.shift();
      entry?.run();
      await settled();
    },
  };
}

function setUp(options: { answers?: SendOutcome[]; online?: boolean } = {}) {
  let online = options.online ?? true;
  let clock = 1_000;
  let ids = 0;
  const storage = memoryStorage();
  const server = fakeServer(options.answers);
  const timers = fakeTimers();
  const make = () =>
    createOutbox<Payload>({
      storage,
      send: server.send,
      now: () => clock,
      newId: () => `id-${++ids}`,
      schedule: timers.schedule,
      isOnline: () => online,
    });
  return {
    outbox: make(),
    make,
    storage,
    server,
    timers,
    goOnline: (value: boolean) => void (online = value),
    tick: (ms: number) => void (clock += ms),
  };
}

describe('the outbox', () => {
  it('sends an action at once when online, keeps nothing after, and records the sync time', async () => {
    const { outbox, server, storage } = setUp();
    const item = await outbox.enqueue({ say: 'a' });
    await outbox.flush();
    expect(item.id).toBe('id-1');
    expect(server.received).toEqual(['a#id-1']);
    expect(storage.items.size).toBe(0);
    expect(outbox.state()).toMatchObject({ waiting: 0, lastSyncAt: 1_000, sending: false });
  });

  it('keeps actions on the device while offline, and sends them in order, each once, when back online', async () => {
    const { outbox, server, storage, goOnline, tick } = setUp({ online: false });
    const seen: number[] = [];
    outbox.subscribe((state) => seen.push(state.waiting));
    await outbox.enqueue({ say: 'a' });
    tick(5);
    await outbox.enqueue({ say: 'b' });
    await outbox.enqueue({ say: 'c' });
    await outbox.flush();
    expect(server.received).toEqual([]);
    expect(storage.items.size).toBe(3);
    expect(outbox.state().waiting).toBe(3);
    goOnline(true);
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(server.received).toEqual(['a#id-1', 'b#id-2', 'c#id-3']);
    expect(outbox.state()).toMatchObject({ waiting: 0, lastSyncAt: 1_005 });
    expect(seen).toContain(3);
  });

  it('survives a page load: a new outbox over the same storage sends what waited, with the same ids', async () => {
    const first = setUp({ online: false });
    await first.outbox.enqueue({ say: 'a' });
    await first.outbox.enqueue({ say: 'b' });
    first.goOnline(true);
    const reloaded = first.make();
    await reloaded.load();
    expect(first.server.received).toEqual(['a#id-1', 'b#id-2']);
    expect(reloaded.state().waiting).toBe(0);
  });

  it('replaces a waiting action by a newer one with the same key, and keeps those of other keys', async () => {
    const { outbox, server, goOnline } = setUp({ online: false });
    await outbox.enqueue({ say: 'player 1 present' }, { key: 'p1' });
    await outbox.enqueue({ say: 'player 2 present' }, { key: 'p2' });
    await outbox.enqueue({ say: 'player 1 absent' }, { key: 'p1' });
    expect(outbox.state().waiting).toBe(2);
    goOnline(true);
    await outbox.flush();
    expect(server.received).toEqual(['player 2 present#id-2', 'player 1 absent#id-3']);
  });

  it('after a failed send retries the same action (same id) later, 2 s then twice as long each time, holding back the rest', async () => {
    const { outbox, server, timers, storage } = setUp({ answers: ['retry', 'retry'] });
    await outbox.enqueue({ say: 'a' });
    await settled();
    // A new action while the retry waits does not cut the back-off short.
    await outbox.enqueue({ say: 'b' });
    await settled();
    expect(server.received).toEqual(['a#id-1']);
    expect(timers.pending.map((timer) => timer.ms)).toEqual([FIRST_RETRY_MS]);
    expect(storage.items.get('id-1')?.attempts).toBe(1);
    await timers.fire();
    expect(timers.pending.map((timer) => timer.ms)).toEqual([2 * FIRST_RETRY_MS]);
    await timers.fire();
    expect(server.received).toEqual(['a#id-1', 'a#id-1', 'a#id-1', 'b#id-2']);
    expect(outbox.state().waiting).toBe(0);
  });

  it('sends at once when the connection returns, cutting a waiting back-off short', async () => {
    const { outbox, server, timers } = setUp({ answers: ['retry'] });
    await outbox.enqueue({ say: 'a' });
    await settled();
    expect(timers.pending).toHaveLength(1);
    await outbox.flush();
    expect(timers.pending).toHaveLength(0);
    expect(server.received).toEqual(['a#id-1', 'a#id-1']);
    expect(outbox.state().waiting).toBe(0);
  });

  it('treats a send that throws (no network) as one to retry', async () => {
    const storage = memoryStorage();
    const timers = fakeTimers();
    const outbox = createOutbox<Payload>({
      storage,
      send: () => Promise.reject(new TypeError('Failed to fetch')),
      schedule: timers.schedule,
    });
    await outbox.enqueue({ say: 'a' });
    await outbox.flush();
    expect(outbox.state()).toMatchObject({ waiting: 1, lastSyncAt: null });
    expect(timers.pending).toHaveLength(1);
  });

  it('drops an action the server refuses for good, counts it, and goes on with the next', async () => {
    const { outbox, server } = setUp({ answers: ['rejected'] });
    await outbox.enqueue({ say: 'a' });
    await outbox.enqueue({ say: 'b' });
    await outbox.flush();
    expect(server.received).toEqual(['a#id-1', 'b#id-2']);
    expect(outbox.state()).toMatchObject({ waiting: 0, rejected: 1 });
  });

  it('stops its pending retry when stopped', async () => {
    const { outbox, timers } = setUp({ answers: ['retry'] });
    await outbox.enqueue({ say: 'a' });
    await outbox.flush();
    expect(timers.pending).toHaveLength(1);
    outbox.stop();
    expect(timers.pending).toHaveLength(0);
  });
});

describe('the back-off', () => {
  it('doubles from 2 s and stops growing at 5 minutes', () => {
    expect([1, 2, 3, 4].map(backOff)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backOff(9)).toBe(LONGEST_RETRY_MS);
    expect(backOff(50)).toBe(LONGEST_RETRY_MS);
  });
});
