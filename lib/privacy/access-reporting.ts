import { reportAccess } from '@/lib/privacy/access-log-client';
import type { AccessReport } from '@/lib/privacy/access-log-types';
import { currentIdToken } from '@/lib/team/id-token';

/**
 * Tells the server what the signed-in member just did with personal data (opened a record's
 * detail, exported, changed a status), for the record of who looked. The browser reads the inbox
 * straight from the database, so the workspace reports its own reads; the server takes who did it
 * from the session.
 */
export async function reportWorkspaceAccess(report: AccessReport): Promise<void> {
  await reportAccess(await currentIdToken(), report);
}
