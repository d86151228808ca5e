// @vitest-environment node
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processRunLock, redisRunLock } from '@/lib/privacy/retention-run/run-lock';
import { runSlot, scheduleRetention } from '@/lib/privacy/retention-run/schedule';
import type { SharedRedisClient } from '@/lib/shared-store/redis-connection.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { fakeRetentionStore } from './fake-retention-store';

// Two clients of one real redis-server stand for two instances of the site.
let redis: RedisServer;
const clients: SharedRedisClient[] = [];

async function instanceClient(): Promise<SharedRedisClient> {
  const client = createClient({ url: redis.url, disableOfflineQueue: true }) as unknown as SharedRedisClient;
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  redis = await startRedisServer();
}, 20_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await redis.stop();
});

const slow = <T extends object>(store: T & { snapshot: () => Promise<unknown> }) => {
  const snapshot = store.snapshot.bind(store);
  return Object.assign(store, {
    snapshot: async () => {
      await new Promise((done) => setTimeout(done, 200));
      return snapshot();
    },
  });
};

describe('the retention lock in Redis', () => {
  it('lets exactly one of two instances run a slot at the same moment', async () => {
    const [a, b] = [await instanceClient(), await instanceClient()];
    // Each instance with its own store: only the lock can keep the second from running.
    const stores = [fakeRetentionStore(), fakeRetentionStore()];
    const runs = await Promise.all(
      [a, b].map((client, i) =>
        runSlot(Date.UTC(2027, 0, 1), {
          store: slow(stores[i]!.store),
          lock: redisRunLock(client, `instance-${i}`, 'test:lock:once'),
          instance: `instance-${i}`,
          now: Date.now,
          log: () => {},
        }),
      ),
    );
    expect(runs.filter((entry) => entry !== null)).toHaveLength(1);
    // Released after the run: the next slot can be taken.
    expect(await a.exists('test:lock:once')).toBe(0);
  });

  it('is released only by its owner, and frees itself after its TTL', async () => {
    const client = await instanceClient();
    const first = redisRunLock(client, 'first', 'test:lock:owner');
    const second = redisRunLock(client, 'second', 'test:lock:owner');
    expect(await first.acquire(60_000)).toBe(true);
    expect(await second.acquire(60_000)).toBe(false);
    await second.release();
    expect(await second.acquire(60_000)).toBe(false);
    await first.release();
    expect(await second.acquire(100)).toBe(true);
    await new Promise((done) => setTimeout(done, 250));
    expect(await first.acquire(60_000)).toBe(true);
  });
});

describe('the process lock (no REDIS_URL)', () => {
  it('keeps two runs of one process from overlapping', async () => {
    const lock = processRunLock();
    expect(await lock.acquire(60_000)).toBe(true);
    expect(await lock.acquire(60_000)).toBe(false);
    await lock.release();
    expect(await lock.acquire(60_000)).toBe(true);
  });
});

describe('a slot', () => {
  it('still runs when Redis cannot answer, once, by the run entry', async () => {
    const fake = fakeRetentionStore();
    const broken = {
      acquire: () => Promise.reject(new Error('down')),
      release: () => Promise.reject(new Error('down')),
    };
    const options = { store: fake.store, lock: broken, instance: 'one', now: Date.now, log: () => {} };
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await runSlot(Date.UTC(2027, 0, 1, 21), options)).not.toBeNull();
      expect(await runSlot(Date.UTC(2027, 0, 1, 21), options)).toBeNull();
    } finally {
      console.warn = warn;
    }
    expect(Object.keys(fake.read('main', 'retentionRuns') as object)).toEqual(['2027-01-02T02:30:00']);
  });
});

describe('the schedule', () => {
  it('runs on its cron pattern, one entry per slot named by its India time', async () => {
    const fake = fakeRetentionStore();
    const job = scheduleRetention('* * * * * *', {
      store: fake.store,
      lock: processRunLock(),
      instance: 'one',
      now: Date.now,
      log: () => {},
    });
    try {
      await new Promise((done) => setTimeout(done, 2300));
    } finally {
      job.stop();
    }
    const keys = Object.keys((fake.read('main', 'retentionRuns') ?? {}) as object);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(key).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });
});
