// Plain JavaScript: used by the page cache handler, which Next loads at run time without compiling
// it (lib/page-cache/), as well as by the TypeScript code. Keep it free of imports from that code.
//
// The process's one Redis client. It is created when the server starts (instrumentation.ts), never
// while `next build` runs (the build has no network path to Redis on App Hosting), and kept on
// globalThis: Next bundles each route on its own, and the cache handler is loaded outside the
// bundles, so a module-level variable would be a separate client for each.
import { createClient } from 'redis';
import { withTimeout } from '../async/with-timeout.mjs';
import { isBuildPhase } from '../env/build-phase.mjs';

const REGISTRY = Symbol.for('yuva.redis');

/** Every key this site writes starts with this, so one Redis can serve other things too. */
export const KEY_PREFIX = 'yuva:';
/** A command that takes longer is treated as a failure: a request never waits on a stuck Redis. */
export const COMMAND_TIMEOUT_MS = 500;
/** A connection attempt that takes longer fails, and the client tries again after a pause. */
export const CONNECT_TIMEOUT_MS = 1000;
/** The longest pause between reconnection attempts while Redis is down. */
export const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * The configured address, or '' when state stays in each process's memory. Read here rather than
 * through lib/env/server.ts: the page cache handler loads this file without the bundler, which
 * alone can compile that TypeScript. The start-up check (that module) has refused a bad address.
 */
export const redisUrl = (env = process.env) => env.REDIS_URL?.trim() ?? '';

/** Pauses of 100, 200, 400 … ms, at most MAX_RECONNECT_DELAY_MS: Redis back in a moment is found quickly. */
export const reconnectDelay = (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS);

function connect(url) {
  const client = createClient({
    url,
    // While Redis is down, commands fail at once (and callers use their fallback) instead of
    // queueing until it is back: a request must not hang.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  });
  const entry = { client, url, state: 'connecting', lastError: '' };
  client.on('ready', () => {
    if (entry.state !== 'ready') console.log('Shared store: Redis ready');
    entry.state = 'ready';
  });
  client.on('error', (error) => {
    // Once per outage, not once per reconnection attempt.
    if (entry.state === 'ready' || entry.state === 'connecting')
      console.error('Shared store: Redis unreachable, using this process’s memory until it is back:', error?.message);
    entry.state = 'unavailable';
    entry.lastError = error?.message ?? String(error);
  });
  // The first attempt's failure is reported through 'error'; the client keeps trying.
  client.connect().catch(() => {});
  return entry;
}

function registry() {
  return globalThis;
}

/**
 * The shared Redis client, or null when REDIS_URL is unset or the build is running. The client may
 * not be connected yet, or any more: callers use `withCommandTimeout(client)` for their commands and fall
 * back to memory when a command fails.
 */
export function sharedRedis() {
  if (isBuildPhase()) return null;
  const url = redisUrl();
  if (!url) return null;
  const scope = registry();
  if (!scope[REGISTRY] || scope[REGISTRY].url !== url) scope[REGISTRY] = connect(url);
  return scope[REGISTRY].client;
}

/** The client whose commands give up after COMMAND_TIMEOUT_MS while waiting to be sent. */
export const withCommandTimeout = (client) => client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS });

/**
 * The command's answer, or a rejection after COMMAND_TIMEOUT_MS. node-redis times out only
 * commands not yet sent; a Redis that accepted the connection and then stopped answering (a
 * paused or overloaded server) would hold a sent command, and the request with it, for ever.
 */
export const withinDeadline = (command, ms = COMMAND_TIMEOUT_MS) =>
  withTimeout(command, ms, `Redis did not answer within ${ms} ms`);

/** Where shared state lives now: for /api/health. */
export function sharedStoreState() {
  if (!redisUrl()) return 'memory';
  const entry = registry()[REGISTRY];
  if (!entry) return 'connecting';
  return entry.client.isReady ? 'ready' : entry.state === 'ready' ? 'connecting' : entry.state;
}

/** Closes the client (tests; a server stops with its process). */
export async function closeSharedRedis() {
  const scope = registry();
  const entry = scope[REGISTRY];
  delete scope[REGISTRY];
  if (entry) await entry.client.destroy?.();
}
