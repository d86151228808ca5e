import { NextResponse, type NextRequest } from 'next/server';
import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { LOGIN_MESSAGES, type LoginResponse } from '@/lib/team/auth';
import { DEVICE_COOKIE, deviceSetCookie } from '@/lib/team/device-cookie';
import { loginRequestSchema } from '@/lib/team/login-schema';
import { teamSignIn } from '@/lib/team/sign-in-service';

export const dynamic = 'force-dynamic';

const STATUS = {
  noMembers: 401,
  unknownId: 401,
  wrongPassword: 401,
  needsInvitation: 401,
  failed: 503,
  tooManyAttempts: 429,
} as const;

/** POST /api/team/login {memberId, password} → a sign-in token, an enrolment ticket, or which check failed. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamLogin');
  if (limited) return limited;
  const body = await readJsonBody(request, loginRequestSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status });

  const result = await teamSignIn({
    ...body.value,
    address: clientAddress(request.headers),
    deviceCookie: request.cookies.get(DEVICE_COOKIE)?.value,
  });
  const headers = { 'Cache-Control': 'no-store' };
  if (result.ok) {
    // This browser is now the member's own device: her next sign-ins are counted apart from strangers'.
    const secure = request.nextUrl.protocol === 'https:';
    const setCookie = { 'Set-Cookie': deviceSetCookie(result.member.memberId, secure) };
    return NextResponse.json<LoginResponse>(result, { headers: { ...headers, ...setCookie } });
  }
  // The invitation code was right; the member chooses a password before any session opens.
  if (result.code === 'choosePassword') return NextResponse.json<LoginResponse>(result, { headers });

  if (result.code === 'tooManyAttempts') {
    const seconds = Math.ceil((result.retryAfterMs ?? 0) / 1000);
    return NextResponse.json<LoginResponse>(
      {
        ok: false,
        code: 'tooManyAttempts',
        message: `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`,
        retryAfterMinutes: Math.ceil(seconds / 60),
      },
      { status: 429, headers: { ...headers, 'Retry-After': String(seconds) } },
    );
  }
  return NextResponse.json<LoginResponse>(
    { ok: false, code: result.code, message: LOGIN_MESSAGES[result.code] },
    { status: STATUS[result.code], headers },
  );
}
