import { fetchAccessLog } from '@/lib/privacy/access-log-client';
import type { AccessLogFilter } from '@/lib/privacy/access-log-types';
import * as incidents from '@/lib/privacy/incidents-client';
import type { IncidentChange, NewIncident } from '@/lib/privacy/incidents';
import { currentIdToken } from '@/lib/team/id-token';

/** The Coordinator's personal-data routes, as the signed-in member (their current ID token). */
export const loadAccessLog = async (filter: AccessLogFilter, page: number) =>
  fetchAccessLog(await currentIdToken(), filter, page);

export const incidentsApi = {
  list: async () => incidents.fetchIncidents(await currentIdToken()),
  log: async (incident: NewIncident) => incidents.logIncident(await currentIdToken(), incident),
  change: async (change: IncidentChange) => incidents.changeIncident(await currentIdToken(), change),
};
