// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  closeSharedRedis,
  reconnectDelay,
  sharedRedis,
  sharedStoreState,
} from '@/lib/shared-store/redis-connection.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';

let redis: RedisServer | undefined;

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterEach(async () => {
  await closeSharedRedis();
  delete process.env.REDIS_URL;
  delete process.env.NEXT_PHASE;
});
afterAll(() => redis?.stop());

describe("the process's Redis client", () => {
  it('is none without REDIS_URL: state stays in memory', () => {
    expect(sharedRedis()).toBeNull();
    expect(sharedStoreState()).toBe('memory');
  });

  it('is none while `next build` runs, even with REDIS_URL', () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(sharedRedis()).toBeNull();
  });

  it('is one client however often it is asked for', async () => {
    redis = await startRedisServer();
    process.env.REDIS_URL = redis.url;
    const client = sharedRedis();
    expect(sharedRedis()).toBe(client);
    await until(() => sharedStoreState() === 'ready', 'ready');
  });

  it('finds a Redis that was down when the server started, without a restart', async () => {
    redis ??= await startRedisServer();
    await redis.kill();
    process.env.REDIS_URL = redis.url;
    const client = sharedRedis();
    await until(() => sharedStoreState() === 'unavailable', 'unavailable');
    // A command fails at once instead of waiting for Redis.
    const started = Date.now();
    await expect(client?.get('x')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(200);
    await redis.restart();
    await until(() => sharedStoreState() === 'ready', 'ready again');
    expect(await client?.ping()).toBe('PONG');
  });

  it('waits 100 ms, then twice as long each time, at most 2 s, between reconnection attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
  });
});
