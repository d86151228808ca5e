import { TimeoutError, withTimeout } from '@/lib/async/with-timeout.mjs';

/**
 * What /api/health answers: whether the news service and the database answer, with no
 * addresses, keys or error texts in it. The result is kept for a short while, so that a
 * load balancer asking every few seconds costs nothing; the news check goes through the
 * reader's own cache, so it never adds provider calls of its own.
 */
export type Check = () => Promise<void>;

export interface ServiceHealth {
  ok: boolean;
  /** Milliseconds the check took; null when it timed out. */
  ms: number | null;
}

export interface Health {
  status: 'ok' | 'degraded';
  checkedAt: string;
  news: ServiceHealth & { source: 'provider' | 'sample' };
  database: ServiceHealth & { mode: 'project' | 'demo' };
  /**
   * Where limits, caches and kept pages live: `memory` (no REDIS_URL: each instance its own),
   * `ready` (Redis answers), `connecting` or `unavailable` (each instance falls back to its memory
   * until Redis is back). It does not make the status degraded: the site works on its fallback,
   * and a load balancer must not take every instance out because Redis is down.
   */
  sharedStore: { state: SharedStoreState };
}

export type SharedStoreState = 'memory' | 'connecting' | 'ready' | 'unavailable';

export interface HealthOptions {
  checkNews: Check;
  checkDatabase: Check;
  newsSource: 'provider' | 'sample';
  databaseMode: 'project' | 'demo';
  sharedStoreState?: () => SharedStoreState;
  timeoutMs?: number;
  keepMs?: number;
  now?: () => number;
}

export const HEALTH_TIMEOUT_MS = 3000;
export const HEALTH_KEEP_MS = 15_000;

async function timed(check: Check, timeoutMs: number, now: () => number): Promise<ServiceHealth> {
  const start = now();
  try {
    await withTimeout(check(), timeoutMs, 'health check');
    return { ok: true, ms: now() - start };
  } catch (error) {
    return { ok: false, ms: error instanceof TimeoutError ? null : now() - start };
  }
}

export function createHealthCheck({
  checkNews,
  checkDatabase,
  newsSource,
  databaseMode,
  sharedStoreState = () => 'memory',
  timeoutMs = HEALTH_TIMEOUT_MS,
  keepMs = HEALTH_KEEP_MS,
  now = Date.now,
}: HealthOptions): () => Promise<Health> {
  let last: { at: number; health: Promise<Omit<Health, 'sharedStore'>> } | undefined;

  async function run(): Promise<Omit<Health, 'sharedStore'>> {
    const [news, database] = await Promise.all([
      timed(checkNews, timeoutMs, now),
      timed(checkDatabase, timeoutMs, now),
    ]);
    return {
      status: news.ok && database.ok ? 'ok' : 'degraded',
      checkedAt: new Date(now()).toISOString(),
      news: { ...news, source: newsSource },
      database: { ...database, mode: databaseMode },
    };
  }

  return () => {
    if (!last || now() - last.at >= keepMs) last = { at: now(), health: run() };
    // The shared store's state costs nothing to read, so it is always the current one.
    return last.health.then((health) => ({ ...health, sharedStore: { state: sharedStoreState() } }));
  };
}
