/**
 * News alerts (spec 4, 6, 8, 9): the notification permission is asked before a push token is
 * fetched; the token and the time it was fetched are kept, and a token 7 days old or more is
 * fetched again. The browser and Firebase Messaging come in as `PushDeps`.
 */

export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';
/**
 * The alerts' worker gets a scope of its own (Firebase's default one), away from the site's
 * offline worker at "/": a scope has one worker, so registering this one at "/" would replace
 * the other. Push messages reach a worker whatever its scope; it never needs to control a page.
 */
export const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';
export const PUSH_TOKEN_KEY = 'news_push_token';
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const PUSH_ERROR_CODES = [
  'permission-blocked',
  'permission-default',
  'unsupported-browser',
  'token-subscribe-failed',
  'failed-service-worker-registration',
] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number];

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`messaging/${code}`, options);
    this.name = 'PushError';
  }
}

/** The code of a failure to switch alerts on; anything but a PushError counts as a failed sign-up. */
export const pushErrorCode = (error: unknown): PushErrorCode =>
  error instanceof PushError && PUSH_ERROR_CODES.includes(error.code) ? error.code : 'token-subscribe-failed';

export interface StoredToken {
  token: string;
  fetchedAt: number;
}

export interface PushDeps {
  isSupported: () => Promise<boolean>;
  requestPermission: () => Promise<NotificationPermission>;
  registerServiceWorker: (path: string, scope: string) => Promise<ServiceWorkerRegistration>;
  getToken: (registration: ServiceWorkerRegistration) => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
}

/** A token is fetched again once it is 7 days old or more. */
export const tokenNeedsRefresh = (stored: StoredToken | null, now: number): boolean =>
  stored === null || now - stored.fetchedAt >= TOKEN_MAX_AGE_MS;

export function readStoredToken(storage: Pick<Storage, 'getItem'>): StoredToken | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PUSH_TOKEN_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { token, fetchedAt } = value as Partial<StoredToken>;
    return typeof token === 'string' && typeof fetchedAt === 'number' ? { token, fetchedAt } : null;
  } catch {
    return null;
  }
}

export async function enableNewsAlerts(deps: PushDeps): Promise<{ token: string; refreshed: boolean }> {
  if (!(await deps.isSupported().catch(() => false))) throw new PushError('unsupported-browser');
  const permission = await deps.requestPermission();
  if (permission === 'denied') throw new PushError('permission-blocked');
  if (permission !== 'granted') throw new PushError('permission-default');

  const stored = readStoredToken(deps.storage);
  if (stored && !tokenNeedsRefresh(stored, deps.now())) return { token: stored.token, refreshed: false };

  let registration: ServiceWorkerRegistration;
  try {
    registration = await deps.registerServiceWorker(SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE);
  } catch (cause) {
    throw new PushError('failed-service-worker-registration', { cause });
  }
  let token: string;
  try {
    token = await deps.getToken(registration);
  } catch (cause) {
    throw new PushError('token-subscribe-failed', { cause });
  }
  if (!token) throw new PushError('token-subscribe-failed');
  deps.storage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ token, fetchedAt: deps.now() } satisfies StoredToken));
  return { token, refreshed: true };
}
