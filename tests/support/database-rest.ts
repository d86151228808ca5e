/**
 * The credential firebase-admin presents to an emulator host. The patched firebase-server
 * (patches/firebase-server+1.1.0.patch) treats it as the server's own, past the rules, over the
 * realtime protocol and over REST; a REST request without it is judged by the rules, as signed out
 * or as the claims of its `?auth=` token.
 */
export const ADMIN_CREDENTIAL = 'owner';

/** The REST address of a node of a local database, read or written with the server's credential. */
export const adminRestUrl = (port: number, path: string) =>
  `http://127.0.0.1:${port}/${path.replace(/^\//, '')}.json?auth=${ADMIN_CREDENTIAL}`;
