import 'server-only';
import type { NextRequest } from 'next/server';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import type { AccessAction } from '@/lib/privacy/access-log-types';
import type { SignedInMember } from '@/lib/team/member';
import { memberCaller, NO_STORE } from '@/lib/team/member-caller';
import { canTakeAttendance } from '@/lib/team/roles';

export { NO_STORE };

export type AttendanceMember = SignedInMember;

/**
 * What every route of the register checks first: the per-address limit, then a signed-in member
 * whose role takes attendance (lib/team/roles.ts), checked again on every request.
 */
export const attendanceCaller = (request: NextRequest) => memberCaller(request, 'teamAttendance', canTakeAttendance);

/** Logs what the member did with the players' data in the record of who looked. */
export const logAttendanceAccess = (
  member: AttendanceMember,
  action: Extract<AccessAction, `attendance${string}`>,
  count: number,
  recordKey?: string,
) =>
  appendAccessEntry({
    by: member.memberId,
    byName: member.name,
    role: member.role,
    action,
    form: 'membership',
    ...(recordKey === undefined ? {} : { recordKey }),
    count,
  });
