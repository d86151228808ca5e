import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { teamResetPassword } from '@/lib/team/manage-team-service';
import { MANAGE_TEAM_STATUS } from '@/lib/team/manage-team-status';
import { resetPasswordRequestSchema } from '@/lib/team/password-schema';
import { refusalBeforeBody } from '@/lib/team/member-before-body';
import { canManageTeam } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

/** POST /api/team/members/reset {memberId} (Authorization: Bearer <ID token>) → the member is back at their first sign-in. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamMembers');
  if (limited) return limited;
  const headers = { 'Cache-Control': 'no-store' };
  const refusal = await refusalBeforeBody(request, canManageTeam);
  if (refusal) return NextResponse.json({ ok: false, code: refusal }, { status: MANAGE_TEAM_STATUS[refusal], headers });
  const body = await readJsonBody(request, resetPasswordRequestSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const result = await teamResetPassword({ idToken: bearerToken(request.headers), memberId: body.value.memberId });
  return NextResponse.json(result, { status: result.ok ? 200 : MANAGE_TEAM_STATUS[result.code], headers });
}
