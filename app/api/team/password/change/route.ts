import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { anyRole, MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import type { ChangePasswordCode } from '@/lib/team/change-password';
import { teamChangePassword } from '@/lib/team/own-account-service';
import { PASSWORD_PROBLEM_STATUS } from '@/lib/team/password-rules';
import { changePasswordRequestSchema } from '@/lib/team/password-schema';

export const dynamic = 'force-dynamic';

const STATUS: Record<ChangePasswordCode, number> = {
  wrongCurrent: 401,
  sameAsCurrent: 400,
  ...PASSWORD_PROBLEM_STATUS,
  tooManyAttempts: 429,
  failed: 503,
};

const headers = { 'Cache-Control': 'no-store' };

/** POST /api/team/password/change {currentPassword, newPassword} (Authorization: Bearer <ID token>). */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPassword');
  if (limited) return limited;
  // Who asks is known before the body is read.
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const body = await readJsonBody(request, changePasswordRequestSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status });

  const result = await teamChangePassword({
    member: caller.member,
    sessionId: caller.sessionId,
    ...body.value,
    address: clientAddress(request.headers),
  });
  if (result.ok) return NextResponse.json(result, { headers });
  const waitMs = result.retryAfterMs ?? 0;
  const answerHeaders = new Headers(headers);
  if (waitMs > 0) answerHeaders.set('Retry-After', String(Math.ceil(waitMs / 1000)));
  return NextResponse.json(
    { ok: false, code: result.code, ...(waitMs > 0 && { retryAfterMinutes: Math.ceil(waitMs / 60_000) }) },
    { status: STATUS[result.code], headers: answerHeaders },
  );
}
