// @vitest-environment node
// Against a real redis-server (tests/support/redis-server.ts), no mock: the request and guessing
// limits of two instances share one count, every key expires, and while Redis is down each
// instance counts in its own memory without waiting or failing.
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attemptLimiter, GUESSING_POLICY } from '@/lib/rate-limit/attempt-limiter';
import { redisLimiter, type LimiterShape } from '@/lib/rate-limit/limiters';
import { requestLimiterShape } from '@/lib/rate-limit/request-limiter';
import { REQUEST_POLICIES } from '@/lib/rate-limit/request-policies';
import {
  closeSharedRedis,
  COMMAND_TIMEOUT_MS,
  reconnectDelay,
  sharedRedis,
  type SharedRedisClient,
} from '@/lib/shared-store/redis-connection.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';

vi.mock('server-only', () => ({}));

const LANGUAGE = REQUEST_POLICIES.language;
/** Longer than this, a call with Redis down would be waiting on Redis rather than falling back. */
const FALLBACK_WITHIN_MS = COMMAND_TIMEOUT_MS + 250;

let server: RedisServer;
/** This process's client, as the site uses it (REDIS_URL, sharedRedis). */
let here: SharedRedisClient;
/** Another instance's client: its own connection, set up like sharedRedis's. */
let there: SharedRedisClient;
const consoleError = vi.spyOn(console, 'error');

const request = (ip: string) => new Request('http://site.test/api/language', { headers: { 'x-forwarded-for': ip } });

async function limitHere(ip: string) {
  const { limitRequest } = await import('@/lib/rate-limit/limit-request');
  return limitRequest(request(ip), 'language');
}

/** Counters over Redis through this client, as processLimiter makes them with REDIS_URL set. */
const onRedis = (client: SharedRedisClient) => (shape: LimiterShape) => redisLimiter(client, shape);

/** A guessing key's window (its counter named after the policy's row; the wait is the longest wait). */
function guessingWindowMs(key: string): number {
  const count = key.split(':')[3];
  if (count === 'wait') return GUESSING_POLICY.target.maxWaitMs;
  const row = Object.entries(GUESSING_POLICY).find(([name]) => name === count);
  if (!row) throw new Error(`No guessing counter is named ${count} (${key})`);
  return row[1].windowMs;
}

const limiterThere = () => redisLimiter(there, requestLimiterShape('language', LANGUAGE));

async function allowedThere(limiter: ReturnType<typeof limiterThere>, key: string) {
  try {
    await limiter.consume(key);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the client has (re)connected; the reconnection pauses are at most 2 s. */
async function readyWithin(client: SharedRedisClient, ms: number) {
  const deadline = Date.now() + ms;
  while (!client.isReady && Date.now() < deadline) await new Promise((pause) => setTimeout(pause, 20));
  return client.isReady;
}

/** Every key the site wrote, with its time to live in ms. */
async function keysWithTtl() {
  const keys = await here.keys('yuva:*');
  return Promise.all(keys.map(async (key) => ({ key, pttl: await here.pTTL(key) })));
}

beforeAll(async () => {
  consoleError.mockImplementation(() => {});
  server = await startRedisServer();
  vi.stubEnv('REDIS_URL', server.url);
  vi.stubEnv('TRUST_PROXY_HOPS', '1');
  here = sharedRedis() ?? expect.fail('sharedRedis() gave no client with REDIS_URL set');
  there = createClient({
    url: server.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: reconnectDelay },
  }) as SharedRedisClient;
  there.on('error', () => {});
  await there.connect();
  expect(await readyWithin(here, 5000)).toBe(true);
});

afterAll(async () => {
  await closeSharedRedis();
  await there?.destroy();
  await server?.stop();
  vi.unstubAllEnvs();
  consoleError.mockRestore();
});

describe('limits over Redis', () => {
  it('share one request count between two instances', async () => {
    const ip = '192.0.2.10';
    const other = limiterThere();
    for (let i = 0; i < 20; i++) expect(await limitHere(ip)).toBeNull();
    for (let i = 0; i < 10; i++) expect(await allowedThere(other, ip)).toBe(true);
    expect(await allowedThere(other, ip)).toBe(false);
    const refused = await limitHere(ip);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await here.get(`yuva:limit:language:${ip}`)).toBe('32');
  });

  it('count an IPv6 visitor per /64 in Redis too', async () => {
    await limitHere('2001:db8:77:1::1');
    await limitHere('2001:DB8:77:1:abcd::2');
    expect(await here.get('yuva:limit:language:2001:db8:77:1::/64')).toBe('2');
  });

  it('let at most 5 of 20 parallel guesses for one member ID through, spread over two instances', async () => {
    const instances = [attemptLimiter('sign-in', onRedis(here)), attemptLimiter('sign-in', onRedis(there))];
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances[i % 2]!.attempt({ target: 'member:ryf001', source: `address:198.51.100.${i}` }),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    // The 5th holds the member's first wait, a minute, for both instances.
    expect(await here.pTTL('yuva:guess:sign-in:wait:member:ryf001')).toBeGreaterThan(55_000);
    expect(await instances[1]!.attempt({ target: 'member:ryf001', source: 'address:192.0.2.1' })).toMatchObject({
      allowed: false,
    });
    // Her own device, known to the other instance, is counted apart and goes through.
    const device = { target: 'member:ryf001', source: 'address:192.0.2.1', device: 'her-phone' };
    expect((await instances[0]!.attempt(device)).allowed).toBe(true);
    expect(await here.get('yuva:guess:sign-in:device:her-phone')).toBe('1');
  });

  it("clear a right guess on the other instance: the pair starts again, the address gets back its attempt, the target the pair's", async () => {
    const instances = [attemptLimiter('sign-in', onRedis(here)), attemptLimiter('sign-in', onRedis(there))];
    const keys = { target: 'member:ryf002', source: 'address:203.0.113.9' };
    await instances[1]!.attempt(keys);
    const right = await instances[0]!.attempt(keys);
    if (!right.allowed) throw new Error('refused');
    await right.succeeded();
    expect(await here.exists('yuva:guess:sign-in:pair:member:ryf002|address:203.0.113.9')).toBe(0);
    expect(await here.get('yuva:guess:sign-in:address:address:203.0.113.9')).toBe('1');
    // Both of this address's attempts are given back to the member: a typo, then her password.
    expect(await here.get('yuva:guess:sign-in:target:member:ryf002')).toBe('0');
  });

  it('give every key a time to live of at most its window', async () => {
    const keys = await keysWithTtl();
    expect(keys.length).toBeGreaterThan(20);
    for (const { key, pttl } of keys) {
      const windowMs = key.startsWith('yuva:guess:') ? guessingWindowMs(key) : LANGUAGE.windowMs;
      expect(pttl, key).toBeGreaterThan(0);
      expect(pttl, key).toBeLessThanOrEqual(windowMs);
    }
  });

  it('count in memory at once while Redis is down, and share the count again once it is back', async () => {
    const ip = '192.0.2.20';
    await limitHere(ip);
    await server.kill();

    // Down: each instance counts on its own, in memory, answering without waiting on Redis.
    const timings: number[] = [];
    const timed = async <T>(call: () => Promise<T>) => {
      const start = performance.now();
      const result = await call();
      timings.push(performance.now() - start);
      return result;
    };
    for (let i = 0; i < LANGUAGE.max; i++) expect(await timed(() => limitHere(ip))).toBeNull();
    expect((await timed(() => limitHere(ip)))?.status).toBe(429);
    const other = limiterThere();
    for (let i = 0; i < LANGUAGE.max; i++) expect(await timed(() => allowedThere(other, ip))).toBe(true);
    expect(await timed(() => allowedThere(other, ip))).toBe(false);
    const guesses = attemptLimiter('status-lookup', onRedis(here));
    const keys = { target: 'reference:CMP-AB12CD34', source: 'address:192.0.2.20' };
    for (let i = 0; i < 5; i++) expect(await timed(() => guesses.attempt(keys))).toMatchObject({ allowed: true });
    expect(await timed(() => guesses.attempt(keys))).toMatchObject({ allowed: false });
    expect(Math.max(...timings)).toBeLessThan(FALLBACK_WITHIN_MS);
    expect(consoleError).not.toHaveBeenCalledWith('Request limit unavailable', expect.anything());

    // Back (empty, as nothing is saved): both instances count in Redis again, together.
    const downAt = performance.now();
    await server.restart();
    expect(await readyWithin(here, 5000)).toBe(true);
    expect(await readyWithin(there, 5000)).toBe(true);
    const backWithinMs = performance.now() - downAt;
    const back = '192.0.2.21';
    for (let i = 0; i < 20; i++) expect(await limitHere(back)).toBeNull();
    for (let i = 0; i < 10; i++) expect(await allowedThere(other, back)).toBe(true);
    expect((await limitHere(back))?.status).toBe(429);
    expect(await here.get(`yuva:limit:language:${back}`)).toBe('31');
    expect(await here.pTTL(`yuva:limit:language:${back}`)).toBeGreaterThan(0);

    if (process.env.SHOW_TIMINGS) {
      const sorted = [...timings].sort((a, b) => a - b);
      console.info(
        `Redis down: ${timings.length} calls, median ${sorted[sorted.length >> 1]?.toFixed(2)} ms, ` +
          `slowest ${sorted[sorted.length - 1]?.toFixed(2)} ms; restarted and both clients ready after ${backWithinMs.toFixed(0)} ms`,
      );
    }
  });

  it('give up on a Redis that accepts commands but never answers, and count in memory meanwhile', async () => {
    const shape = { name: 'limit:test-stuck', points: 3, durationSeconds: 60 };
    const stuck = redisLimiter(here, shape);
    const key = '192.0.2.30';
    const allowed = async () => {
      const start = performance.now();
      const passed = await stuck.consume(key).then(
        () => true,
        () => false,
      );
      return { passed, ms: performance.now() - start };
    };
    expect((await allowed()).passed).toBe(true);
    server.freeze();
    try {
      const calls = [await allowed(), await allowed(), await allowed(), await allowed()];
      // Memory starts its own count: 3 pass, the 4th is refused; none waits much past the timeout.
      expect(calls.map(({ passed }) => passed)).toEqual([true, true, true, false]);
      for (const { ms } of calls) expect(ms).toBeLessThan(FALLBACK_WITHIN_MS);
      if (process.env.SHOW_TIMINGS) console.info(`Redis stuck: ${calls.map(({ ms }) => ms.toFixed(0)).join(', ')} ms`);
    } finally {
      server.thaw();
    }
    // Once it answers again, the count is Redis's (which also received the calls sent while stuck).
    await new Promise((pause) => setTimeout(pause, 100));
    expect(Number(await here.get(`yuva:limit:test-stuck:${key}`))).toBeGreaterThanOrEqual(1);
    expect(await here.pTTL(`yuva:limit:test-stuck:${key}`)).toBeGreaterThan(0);
  });
});
