import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import type { AccessAction } from '@/lib/privacy/access-log-types';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canTakeAttendance } from '@/lib/team/roles';

/** The register's routes answer nothing a browser or a proxy may keep. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export interface AttendanceMember {
  memberId: string;
  name: string;
  role: string;
}

export type AttendanceCaller = { ok: true; member: AttendanceMember } | { ok: false; response: Response };

/**
 * What every route of the register checks first: the per-address limit, then a signed-in member
 * whose role takes attendance (lib/team/roles.ts), checked again on every request.
 */
export async function attendanceCaller(request: NextRequest): Promise<AttendanceCaller> {
  const limited = await limitRequest(request, 'teamAttendance');
  if (limited) return { ok: false, response: limited };
  const caller = await checkMember(bearerToken(request.headers), canTakeAttendance);
  if (!caller.ok) {
    return {
      ok: false,
      response: NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE }),
    };
  }
  const { memberId, name, role } = caller.member;
  return { ok: true, member: { memberId, name, role } };
}

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

/** A route's failure that is not the caller's: logged, answered 503. */
export function attendanceRouteFailed(what: string, error: unknown) {
  console.error(`${what} failed`, error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers: NO_STORE });
}
