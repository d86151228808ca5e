import { NextResponse, type NextRequest } from 'next/server';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { passkeySignIn } from '@/lib/team/passkeys';
import { PASSKEY_BODY_LIMIT, passkeySignInSchema } from '@/lib/team/passkeys-schema';
import { passkeyDeps, requestRelyingParty } from '@/lib/team/passkeys-service';
import { NO_STORE, PASSKEY_STATUS } from '@/lib/team/passkeys-status';

export const dynamic = 'force-dynamic';

/**
 * POST /api/team/passkeys/sign-in {challengeId, response} → a sign-in token and the member, as a
 * password sign-in answers (LoginResponse), or why the passkey signed nobody in.
 */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPasskeySignIn');
  if (limited) return limited;
  const rp = requestRelyingParty(request.headers.get('origin'));
  if (!rp) return NextResponse.json({ ok: false, code: 'wrongOrigin' }, { status: 403, headers: NO_STORE });
  const body = await readJsonBody(request, passkeySignInSchema, PASSKEY_BODY_LIMIT);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers: NO_STORE });
  const result = await passkeySignIn(body.value, rp, passkeyDeps());
  return NextResponse.json(result, { status: result.ok ? 200 : PASSKEY_STATUS[result.code], headers: NO_STORE });
}
