import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { anyRole, MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { endSession, keepSessionOpen } from '@/lib/team/own-account-service';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/** POST /api/team/session (Authorization: Bearer <ID token>): the member is still at work. 401: the session has ended. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamSession');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const open = await keepSessionOpen(caller.member, caller.sessionId);
  return open
    ? NextResponse.json({ ok: true }, { headers })
    : NextResponse.json({ ok: false, code: 'unauthenticated' }, { status: 401, headers });
}

/** DELETE /api/team/session (Authorization: Bearer <ID token>): logout, on the server. */
export async function DELETE(request: NextRequest) {
  const limited = await limitRequest(request, 'teamSession');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  // A session already ended, or of a member no longer allowed in, has nothing left to end.
  if (caller.ok) await endSession(caller.member, caller.sessionId);
  return NextResponse.json({ ok: true }, { headers });
}
