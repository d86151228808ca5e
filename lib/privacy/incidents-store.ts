import 'server-only';
import { adminDatabase, adminRead, withDatabaseTimeout } from '@/lib/firebase/admin';
import { appendAccessEntry } from './access-log';
import { incidentsFrom, indiaTime, type Incident, type IncidentChange, type NewIncident } from './incidents';
import { INCIDENTS_NODE } from './nodes';

/** Who on the team acts, as their session says. */
export interface Actor {
  memberId: string;
  name: string;
  role: string;
}

/** A discovery more than this far ahead of the server's clock is a typing mistake, not a breach. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

export class IncidentError extends Error {
  constructor(readonly code: 'invalid' | 'notFound' | 'closed') {
    super(`Incident: ${code}`);
    this.name = 'IncidentError';
  }
}

const actorOf = ({ memberId, name, role }: Actor) => ({ by: memberId, byName: name, role });

export async function listIncidents(): Promise<Incident[]> {
  return incidentsFrom(await adminRead(INCIDENTS_NODE));
}

/** Stores a new incident with the server's time as `loggedAt`, and logs that it was logged. */
export async function logIncident(incident: NewIncident, actor: Actor, now = Date.now()): Promise<string> {
  const discoveredAt = indiaTime(incident.discoveredAt);
  if (discoveredAt > now + CLOCK_SLACK_MS) throw new IncidentError('invalid');
  const db = await adminDatabase();
  const { ServerValue } = await import('firebase-admin/database');
  const { by, byName } = actorOf(actor);
  const ref = db.ref(INCIDENTS_NODE).push();
  await withDatabaseTimeout(
    ref.set({ ...incident, discoveredAt, by, byName, loggedAt: ServerValue.TIMESTAMP }),
    INCIDENTS_NODE,
  );
  const key = ref.key ?? '';
  await appendAccessEntry({
    ...actorOf(actor),
    action: 'incidentLogged',
    recordKey: key,
    count: incident.peopleAffected,
  });
  return key;
}

/**
 * Records that someone was told (the server's time), or closes the incident; both are logged. A
 * closed incident is left as it was closed.
 */
export async function changeIncident(change: IncidentChange, actor: Actor): Promise<void> {
  const db = await adminDatabase();
  const { ServerValue } = await import('firebase-admin/database');
  const path = `${INCIDENTS_NODE}/${change.key}`;
  const current = (await withDatabaseTimeout(db.ref(path).get(), path)).val() as unknown;
  if (typeof current !== 'object' || current === null) throw new IncidentError('notFound');
  if ('closedAt' in current) throw new IncidentError('closed');
  const update =
    change.change === 'told' ? { [`told/${change.whom}`]: ServerValue.TIMESTAMP } : { closedAt: ServerValue.TIMESTAMP };
  await withDatabaseTimeout(db.ref(path).update(update), path);
  await appendAccessEntry({
    ...actorOf(actor),
    action: change.change === 'told' ? 'incidentTold' : 'incidentClosed',
    recordKey: change.key,
    count: 1,
  });
}
