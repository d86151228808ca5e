/**
 * A stand-in for lib/news/connection-probe: whether the site answers is the test's own switch.
 * Use with `vi.mock('@/lib/news/connection-probe', () => import('../support/connection-probe'))`.
 */
export const connection = { reachable: true };

export const OFFLINE_RECHECK_MS = 30_000;

export const reachesSite = async (): Promise<boolean> => connection.reachable;
