import { asMember, jsonAsMember, PrivacyRequestError, sent } from './access-log-client';
import type { Incident, IncidentChange, NewIncident } from './incidents';

/** Every logged incident, open ones first. */
export async function fetchIncidents(idToken: string): Promise<Incident[]> {
  const response = await sent('/api/team/incidents', asMember(idToken));
  const body = (await response.json().catch(() => null)) as { ok?: boolean; incidents?: Incident[] } | null;
  if (!body?.ok || !body.incidents) throw new PrivacyRequestError(response.status);
  return body.incidents;
}

export async function logIncident(idToken: string, incident: NewIncident): Promise<void> {
  await sent('/api/team/incidents', jsonAsMember(idToken, 'POST', incident));
}

export async function changeIncident(idToken: string, change: IncidentChange): Promise<void> {
  await sent('/api/team/incidents', jsonAsMember(idToken, 'PATCH', change));
}
