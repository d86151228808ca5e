import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { teamList } from '@/lib/team/manage-team-service';
import { MANAGE_TEAM_STATUS } from '@/lib/team/manage-team-status';

export const dynamic = 'force-dynamic';

/** GET /api/team/members (Authorization: Bearer <ID token>) → the team, for a member who manages it. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamMembers');
  if (limited) return limited;
  const result = await teamList(bearerToken(request.headers));
  const headers = { 'Cache-Control': 'no-store' };
  return NextResponse.json(result, { status: result.ok ? 200 : MANAGE_TEAM_STATUS[result.code], headers });
}
