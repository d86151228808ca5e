import { NextResponse, type NextRequest } from 'next/server';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { authenticationOptions } from '@/lib/team/passkeys';
import { passkeyDeps, requestRelyingParty } from '@/lib/team/passkeys-service';
import { NO_STORE } from '@/lib/team/passkeys-status';

export const dynamic = 'force-dynamic';

/** POST /api/team/passkeys/authentication-options → the challenge a passkey signs to sign a member in. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPasskeySignIn');
  if (limited) return limited;
  const rp = requestRelyingParty(request.headers.get('origin'));
  if (!rp) return NextResponse.json({ ok: false, code: 'wrongOrigin' }, { status: 403, headers: NO_STORE });
  const options = await authenticationOptions(rp, passkeyDeps());
  return NextResponse.json({ ok: true, ...options }, { headers: NO_STORE });
}
