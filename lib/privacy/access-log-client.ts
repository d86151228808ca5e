import { accessLogQuery, type AccessLogFilter, type AccessLogPage, type AccessReport } from './access-log-types';

/** Why the team route did not do what was asked: its status (403: the role may not; 0: no connection). */
export class PrivacyRequestError extends Error {
  constructor(readonly status: number) {
    super(`Personal-data route: ${status}`);
    this.name = 'PrivacyRequestError';
  }
}

/** Request options for a team route, with the member's ID token. */
export const asMember = (idToken: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...init.headers, Authorization: `Bearer ${idToken}` },
  cache: 'no-store',
});

/** Sends a JSON body to a team route as the member. */
export const jsonAsMember = (idToken: string, method: string, body: unknown): RequestInit =>
  asMember(idToken, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The route's answer, or PrivacyRequestError (status 0 when the request did not get through). */
export async function sent(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init).catch(() => null);
  if (!response) throw new PrivacyRequestError(0);
  if (!response.ok) throw new PrivacyRequestError(response.status);
  return response;
}

/** Tells the server what the member just did (opened a record, exported, changed a status), for the record of who looked. */
export async function reportAccess(idToken: string, report: AccessReport): Promise<void> {
  await sent('/api/team/access-log', jsonAsMember(idToken, 'POST', report));
}

/** A page of the record of who looked (the Coordinator's). */
export async function fetchAccessLog(idToken: string, filter: AccessLogFilter, page: number): Promise<AccessLogPage> {
  const query = accessLogQuery(filter, page);
  const response = await sent(`/api/team/access-log${query ? `?${query}` : ''}`, asMember(idToken));
  const body = (await response.json().catch(() => null)) as { ok?: boolean; log?: AccessLogPage } | null;
  if (!body?.ok || !body.log) throw new PrivacyRequestError(response.status);
  return body.log;
}
