/** Google's Cloud Messaging, where alerts go with a Firebase project. */
export const FCM_URL = 'https://fcm.googleapis.com';
/** The local stand-in (scripts/local-fcm.mjs), where the demo copy and the tests send. */
export const LOCAL_FCM_URL = 'http://127.0.0.1:9098';

/** FCM_API_URL when set; else the stand-in beside the local database, or Google's. */
export const fcmBaseUrl = (configured: string | undefined, local: boolean): string =>
  (configured ?? (local ? LOCAL_FCM_URL : FCM_URL)).replace(/\/+$/, '');

/** The HTTP v1 send address of a project. */
export const fcmSendUrl = (base: string, projectId: string): string =>
  `${base}/v1/projects/${encodeURIComponent(projectId)}/messages:send`;
