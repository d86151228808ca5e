// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHealthCheck } from '@/lib/health/health';

const ok = () => Promise.resolve();
const fails = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:443 key=secret'));
const never = () => new Promise<void>(() => {});

function clock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the health check', () => {
  it('reports where shared state lives, as it is now, without making the status degraded', async () => {
    const { now, advance } = clock();
    let state: 'ready' | 'unavailable' = 'ready';
    const check = createHealthCheck({
      checkNews: ok,
      checkDatabase: ok,
      newsSource: 'provider',
      databaseMode: 'project',
      sharedStoreState: () => state,
      now,
    });
    expect((await check()).sharedStore).toEqual({ state: 'ready' });
    state = 'unavailable';
    advance(1000);
    const health = await check();
    expect(health.sharedStore).toEqual({ state: 'unavailable' });
    expect(health.status).toBe('ok');
  });

  it('says shared state is in memory when no shared store is configured', async () => {
    const health = await createHealthCheck({
      checkNews: ok,
      checkDatabase: ok,
      newsSource: 'sample',
      databaseMode: 'demo',
    })();
    expect(health.sharedStore).toEqual({ state: 'memory' });
  });

  it('is ok when the news service and the database answer', async () => {
    const health = await createHealthCheck({
      checkNews: ok,
      checkDatabase: ok,
      newsSource: 'provider',
      databaseMode: 'project',
    })();
    expect(health.status).toBe('ok');
    expect(health.news).toMatchObject({ ok: true, source: 'provider' });
    expect(health.database).toMatchObject({ ok: true, mode: 'project' });
  });

  it('is degraded when either fails, and says which without the error text', async () => {
    const health = await createHealthCheck({
      checkNews: ok,
      checkDatabase: fails,
      newsSource: 'sample',
      databaseMode: 'demo',
    })();
    expect(health.status).toBe('degraded');
    expect(health.news.ok).toBe(true);
    expect(health.database.ok).toBe(false);
    expect(JSON.stringify(health)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|secret/);
    expect(Object.keys(health).sort()).toEqual(['checkedAt', 'database', 'news', 'sharedStore', 'status']);
  });

  it('gives up on a check that does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const pending = createHealthCheck({
        checkNews: never,
        checkDatabase: ok,
        newsSource: 'provider',
        databaseMode: 'project',
        timeoutMs: 3000,
      })();
      await vi.advanceTimersByTimeAsync(3000);
      const health = await pending;
      expect(health.news).toEqual({ ok: false, ms: null, source: 'provider' });
      expect(health.status).toBe('degraded');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again only after the keep time, however often it is asked', async () => {
    const { now, advance } = clock();
    const checkNews = vi.fn(ok);
    const checkDatabase = vi.fn(ok);
    const health = createHealthCheck({
      checkNews,
      checkDatabase,
      newsSource: 'provider',
      databaseMode: 'project',
      keepMs: 15_000,
      now,
    });
    await Promise.all([health(), health(), health()]);
    advance(14_999);
    await health();
    expect(checkNews).toHaveBeenCalledTimes(1);
    expect(checkDatabase).toHaveBeenCalledTimes(1);
    advance(1);
    await health();
    expect(checkNews).toHaveBeenCalledTimes(2);
    expect(checkDatabase).toHaveBeenCalledTimes(2);
  });
});
