import { describe, expect, it, vi } from 'vitest';
import {
  enableNewsAlerts,
  PUSH_TOKEN_KEY,
  PushError,
  pushErrorCode,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  tokenNeedsRefresh,
  TOKEN_MAX_AGE_MS,
  type PushDeps,
} from '@/lib/firebase/push';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12);

function deps(overrides: Partial<PushDeps> = {}) {
  const calls: string[] = [];
  const registration = {} as ServiceWorkerRegistration;
  const base: PushDeps = {
    isSupported: vi.fn(async () => true),
    requestPermission: vi.fn(async () => {
      calls.push('permission');
      return 'granted' as NotificationPermission;
    }),
    registerServiceWorker: vi.fn(async () => {
      calls.push('service-worker');
      return registration;
    }),
    getToken: vi.fn(async () => {
      calls.push('token');
      return 'fcm-token-1';
    }),
    storage: window.localStorage,
    now: () => NOW,
  };
  return { d: { ...base, ...overrides }, calls, registration };
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof PushError ? error.code : 'not a PushError';
  }
  return 'resolved';
};

describe('news alerts', () => {
  it('asks for permission before fetching a token, registers the worker at its fixed path, and stores token and time', async () => {
    const { d, calls, registration } = deps();
    await expect(enableNewsAlerts(d)).resolves.toEqual({ token: 'fcm-token-1', refreshed: true });
    expect(calls).toEqual(['permission', 'service-worker', 'token']);
    expect(d.registerServiceWorker).toHaveBeenCalledWith(SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE);
    expect(SERVICE_WORKER_PATH).toBe('/firebase-messaging-sw.js');
    // Not the site's own worker's scope ("/"), which a registration there would replace.
    expect(SERVICE_WORKER_SCOPE).toBe('/firebase-cloud-messaging-push-scope');
    expect(d.getToken).toHaveBeenCalledWith(registration);
    expect(JSON.parse(localStorage.getItem(PUSH_TOKEN_KEY) ?? '')).toEqual({ token: 'fcm-token-1', fetchedAt: NOW });
  });

  it.each([
    ['denied', 'permission-blocked'],
    ['default', 'permission-default'],
  ] as const)('permission %s raises %s and fetches no token', async (answer, code) => {
    const { d } = deps({ requestPermission: async () => answer });
    expect(await codeOf(enableNewsAlerts(d))).toBe(code);
    expect(d.getToken).not.toHaveBeenCalled();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('an unsupported browser raises unsupported-browser before asking anything', async () => {
    const { d } = deps({ isSupported: async () => false });
    expect(await codeOf(enableNewsAlerts(d))).toBe('unsupported-browser');
    expect(d.requestPermission).not.toHaveBeenCalled();
  });

  it('a failed worker registration raises failed-service-worker-registration', async () => {
    const { d } = deps({ registerServiceWorker: async () => Promise.reject(new Error('SecurityError')) });
    expect(await codeOf(enableNewsAlerts(d))).toBe('failed-service-worker-registration');
  });

  it('a failed or empty token raises token-subscribe-failed', async () => {
    expect(await codeOf(enableNewsAlerts(deps({ getToken: async () => Promise.reject(new Error('no')) }).d))).toBe(
      'token-subscribe-failed',
    );
    expect(await codeOf(enableNewsAlerts(deps({ getToken: async () => '' }).d))).toBe('token-subscribe-failed');
  });

  it('keeps a token younger than 7 days (6 days 23 hours) and refreshes one of 7 days', async () => {
    expect(TOKEN_MAX_AGE_MS).toBe(7 * DAY);
    expect(tokenNeedsRefresh({ token: 'a', fetchedAt: NOW - (6 * DAY + 23 * 60 * 60 * 1000) }, NOW)).toBe(false);
    expect(tokenNeedsRefresh({ token: 'a', fetchedAt: NOW - 7 * DAY }, NOW)).toBe(true);
    expect(tokenNeedsRefresh(null, NOW)).toBe(true);

    localStorage.setItem(
      PUSH_TOKEN_KEY,
      JSON.stringify({ token: 'old', fetchedAt: NOW - (6 * DAY + 23 * 3600 * 1000) }),
    );
    const young = deps();
    await expect(enableNewsAlerts(young.d)).resolves.toEqual({ token: 'old', refreshed: false });
    expect(young.d.getToken).not.toHaveBeenCalled();

    localStorage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ token: 'old', fetchedAt: NOW - 7 * DAY }));
    const aged = deps();
    await expect(enableNewsAlerts(aged.d)).resolves.toEqual({ token: 'fcm-token-1', refreshed: true });
    expect(JSON.parse(localStorage.getItem(PUSH_TOKEN_KEY) ?? '').fetchedAt).toBe(NOW);
  });
});

describe('the code of a failure to switch alerts on', () => {
  it("is a PushError's own code, and a failed sign-up for anything else", () => {
    expect(pushErrorCode(new PushError('permission-blocked'))).toBe('permission-blocked');
    expect(pushErrorCode(new Error('network'))).toBe('token-subscribe-failed');
    expect(pushErrorCode('thrown text')).toBe('token-subscribe-failed');
  });
});
