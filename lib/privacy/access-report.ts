import type { FormId } from '@/lib/forms/options';
import type { AuthorisedMember } from '@/lib/team/authorised-member';
import { canChangeStatus, canExport, inboxesFor } from '@/lib/team/roles';
import type { AccessEntryInput } from '@/lib/privacy/access-log';
import type { AccessReport } from '@/lib/privacy/access-log-types';

/** Whether a role may do what the workspace reports with a form's records: the same table as the inbox's. */
export function mayReport(role: string, action: AccessReport['action'], form: FormId): boolean {
  if (!inboxesFor(role).includes(form)) return false;
  if (action === 'export') return canExport(role);
  if (action === 'status') return canChangeStatus(role, form);
  return true;
}

export type ReportOutcome = { ok: true } | { ok: false; code: 'unauthenticated' | 'forbidden' | 'failed' };

/**
 * Logs what the workspace says the member just did. Who did it is the checked caller (their ID,
 * name and role as stored), whatever the body says; a member not allowed that form is refused.
 */
export async function logReportedAccess(
  caller: AuthorisedMember,
  report: AccessReport,
  append: (entry: AccessEntryInput) => Promise<void>,
): Promise<ReportOutcome> {
  if (!caller.ok) return caller;
  const { memberId, name, role } = caller.member;
  if (!mayReport(role, report.action, report.form)) return { ok: false, code: 'forbidden' };
  try {
    await append({ ...report, by: memberId, byName: name, role });
    return { ok: true };
  } catch (error) {
    console.error('The record of who looked could not be written', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
