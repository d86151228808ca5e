import { retryAfterMs, type FcmReply } from './fcm-reply';
import { fcmMessageOf, type PushMessage } from './message';

const REQUEST_TIMEOUT_MS = 10_000;

/** One HTTP v1 `messages:send` request to `sendUrl`, with an OAuth token when the endpoint needs one. */
export async function postFcmMessage(
  sendUrl: string,
  accessToken: string | null,
  message: PushMessage,
): Promise<FcmReply> {
  const response = await fetch(sendUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ message: fcmMessageOf(message) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  const wait = retryAfterMs(response.headers.get('retry-after'), Date.now());
  return { status: response.status, body, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
}
