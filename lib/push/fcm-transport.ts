import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { adminAccess } from '@/lib/firebase/admin';
import { fcmBaseUrl, fcmSendUrl } from './fcm-endpoint';
import { retryAfterMs, type FcmReply } from './fcm-reply';
import { fcmMessageOf, type PushMessage } from './message';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One `messages:send` request to FCM's HTTP v1 API (or its stand-in) with the server's credential.
 * The admin SDK caches the access token and renews it before it expires.
 */
export async function postToFcm(message: PushMessage): Promise<FcmReply> {
  const access = await adminAccess();
  const url = fcmSendUrl(fcmBaseUrl(serverEnv().FCM_API_URL, access.local), access.projectId);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(access.accessToken ? { authorization: `Bearer ${access.accessToken}` } : {}),
    },
    body: JSON.stringify({ message: fcmMessageOf(message) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  const wait = retryAfterMs(response.headers.get('retry-after'), Date.now());
  return { status: response.status, body, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
}
