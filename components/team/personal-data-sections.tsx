'use client';

import { incidentsApi, loadAccessLog } from '@/lib/privacy/privacy-client';
import { AccessLogPanel } from './access-log-panel';
import { IncidentsPanel } from './incidents-panel';

/** The Coordinator's sections on personal data: the record of who looked, and incidents. */
export function PersonalDataSections() {
  return (
    <>
      <AccessLogPanel load={loadAccessLog} />
      <IncidentsPanel api={incidentsApi} />
    </>
  );
}
