import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { adminAccess } from '@/lib/firebase/admin';
import { fcmBaseUrl, fcmSendUrl } from './fcm-endpoint';
import type { FcmReply } from './fcm-reply';
import { postFcmMessage } from './fcm-request';
import type { PushMessage } from './message';

/**
 * One message to FCM's HTTP v1 API (or its stand-in) with the server's credential. The admin SDK
 * caches the access token and renews it before it expires.
 */
export async function postToFcm(message: PushMessage): Promise<FcmReply> {
  const access = await adminAccess();
  const url = fcmSendUrl(fcmBaseUrl(serverEnv().FCM_API_URL, access.local), access.projectId);
  return postFcmMessage(url, access.accessToken, message);
}
