import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createClient } from 'redis';
import { SPEC_BASE_PORTS } from '../playwright.config';
import { startCluster, type Cluster } from './support/cluster';
import { demoTeam } from './support/team';
import { expect, nextTestAddress, test } from './support/test';

/**
 * An attacker floods the site with addresses that have no content, to fill the shared Redis until
 * it drops the limits' counters (docs/several-instances.md). Two production servers of one build on
 * one Redis, as the production setting asks (`maxmemory-policy noeviction`, a small `maxmemory`),
 * behind a round-robin front (e2e/support/cluster.ts).
 */
// A thousand is enough to tell: a kept page or a counter per request would add a thousand keys.
const FLOOD_REQUESTS = 1_000;
const FLOOD_CONCURRENCY = 50;
const GUESSES_ALLOWED = 5;
/** What the flood may add to Redis at most: a kept 404 page or a counter per request would pass both. */
const FLOOD_MEMORY_BYTES = 512 * 1024;
/** A cache refreshed while the flood runs may add its own few keys; one per request would be thousands. */
const FLOOD_KEYS_ALLOWED = 10;

let cluster: Cluster;
let redis: ReturnType<typeof createClient>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(SPEC_BASE_PORTS.cacheFlood);
  redis = createClient({ url: cluster.redisUrl });
  await redis.connect();
  await redis.configSet({ 'maxmemory-policy': 'noeviction', maxmemory: '40mb' });
});

test.afterAll(async () => {
  await redis?.destroy();
  await cluster?.stop();
});

/** A wrong password for the member from one address, through the front: the answer's status. */
async function wrongGuess(memberId: string, address: string, attempt: number) {
  const answer = await fetch(`${cluster.front}/api/team/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ memberId, password: `not-the-password-${attempt}` }),
  });
  return answer.status;
}

/** Five wrong guesses are answered (and counted); the sixth is refused. */
async function expectSixthGuessRefused(memberId: string, address: string) {
  for (let attempt = 1; attempt <= GUESSES_ALLOWED; attempt++)
    expect(await wrongGuess(memberId, address, attempt)).not.toBe(429);
  expect(await wrongGuess(memberId, address, GUESSES_ALLOWED + 1)).toBe(429);
}

const usedMemory = async () => Number(/^used_memory:(\d+)/m.exec(await redis.info('memory'))?.[1]);
/** Entries of 'use cache' in Redis: the posts and the news, never anything an address names. */
const cachedEntries = async () => (await redis.keys('yuva:cache:*')).length;

/**
 * Addresses with no content in every kind of route that can answer 404: a post, a page of the
 * blog's list past its end, a path below the reader, and no route at all; in both languages.
 */
const UNKNOWN_ADDRESSES: { kind: string; at: (id: string) => string }[] = [
  { kind: '/blog/<id>', at: (id) => `/blog/${id}` },
  { kind: '/hi/blog/page/<n>', at: (id) => `/hi/blog/page/${(parseInt(id, 16) % 9000) + 1000}` },
  { kind: '/news/<id>', at: (id) => `/news/${id}` },
  { kind: '/hi/<id>/<id>', at: (id) => `/hi/${id}/${id}` },
];

/** GETs `count` unknown addresses through the front, `concurrency` at a time over kept-alive connections. */
async function flood(count: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const front = new URL(cluster.front);
  const statuses = new Map<number, number>();
  // How long each kind of address takes to answer, for the log: the flood's time is all rendering.
  const waited = UNKNOWN_ADDRESSES.map(() => 0);
  let sent = 0;
  const get = (path: string, address: string) =>
    new Promise<number>((done, fail) => {
      const outgoing = request(
        { host: front.hostname, port: front.port, path, agent, headers: { 'x-forwarded-for': address } },
        (answer) => {
          answer.resume();
          answer.on('end', () => done(answer.statusCode ?? 0));
        },
      );
      outgoing.on('error', fail);
      outgoing.end();
    });
  const worker = async (lane: number) => {
    while (sent < count) {
      const n = sent++;
      const id = randomBytes(6).toString('hex');
      const kind = n % UNKNOWN_ADDRESSES.length;
      const path = UNKNOWN_ADDRESSES[kind]!.at(id);
      const asked = Date.now();
      const status = await get(path, `10.99.${lane}.${n % 250}`);
      waited[kind]! += Date.now() - asked;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, lane) => worker(lane)));
  agent.destroy();
  const meanMs = UNKNOWN_ADDRESSES.map((address, kind) => [
    address.kind,
    Math.round(waited[kind]! / Math.ceil(count / UNKNOWN_ADDRESSES.length)),
  ]);
  return { statuses: Object.fromEntries(statuses), meanMs: Object.fromEntries(meanMs) };
}

test(`${FLOOD_REQUESTS.toLocaleString('en')} requests for unknown addresses change no limit and add under 512 KB to Redis`, async () => {
  test.setTimeout(600_000);
  const { coordinator, coach } = demoTeam;
  const counted = nextTestAddress();
  await expectSixthGuessRefused(coordinator.memberId, counted);
  // The posts, which the blog's addresses read, cached once before the flood as any visit would.
  for (const path of ['/blog', '/hi/blog'])
    expect((await fetch(`${cluster.front}${path}`, { headers: { 'x-forwarded-for': nextTestAddress() } })).status).toBe(
      200,
    );
  const entriesBefore = await cachedEntries();
  const memoryBefore = await usedMemory();
  const keysBefore = await redis.dbSize();

  const started = Date.now();
  const { statuses, meanMs } = await flood(FLOOD_REQUESTS, FLOOD_CONCURRENCY);
  const seconds = (Date.now() - started) / 1000;
  console.log(`${FLOOD_REQUESTS} unknown addresses in ${seconds.toFixed(1)} s; mean answer (ms):`, meanMs);
  expect(statuses).toEqual({ 404: FLOOD_REQUESTS });

  expect(await cachedEntries()).toBe(entriesBefore);
  expect((await redis.dbSize()) - keysBefore).toBeLessThan(FLOOD_KEYS_ALLOWED);
  expect((await usedMemory()) - memoryBefore).toBeLessThan(FLOOD_MEMORY_BYTES);
  // The count made before the flood still holds, and a new one still stops the sixth guess.
  expect(await wrongGuess(coordinator.memberId, counted, GUESSES_ALLOWED + 2)).toBe(429);
  await expectSixthGuessRefused(coach.memberId, nextTestAddress());
});
