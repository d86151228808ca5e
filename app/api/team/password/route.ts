import { NextResponse, type NextRequest } from 'next/server';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import type { ChoosePasswordCode } from '@/lib/team/choose-password';
import { teamChoosePassword } from '@/lib/team/enrolment-service';
import { deviceSetCookie } from '@/lib/team/device-cookie';
import { PASSWORD_PROBLEM_STATUS } from '@/lib/team/password-rules';
import { choosePasswordRequestSchema } from '@/lib/team/password-schema';

export const dynamic = 'force-dynamic';

const STATUS: Record<ChoosePasswordCode, number> = {
  ...PASSWORD_PROBLEM_STATUS,
  invalidTicket: 401,
  alreadyChosen: 409,
  failed: 503,
};

/** POST /api/team/password {memberId, ticket, password} → the first sign-in token, or why the password was refused. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPassword');
  if (limited) return limited;
  const body = await readJsonBody(request, choosePasswordRequestSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status });

  const result = await teamChoosePassword(body.value);
  const headers = { 'Cache-Control': 'no-store' };
  if (result.ok) {
    // The first sign-in's browser is the member's own device from now on, as after any sign-in.
    const setCookie = { 'Set-Cookie': deviceSetCookie(result.member.memberId, request.nextUrl.protocol === 'https:') };
    return NextResponse.json(result, { headers: { ...headers, ...setCookie } });
  }
  return NextResponse.json(result, { status: STATUS[result.code], headers });
}
