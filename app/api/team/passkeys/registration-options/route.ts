import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { anyRole, MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { registrationOptions } from '@/lib/team/passkeys';
import { passkeyDeps, requestRelyingParty } from '@/lib/team/passkeys-service';
import { NO_STORE } from '@/lib/team/passkeys-status';

export const dynamic = 'force-dynamic';

/** POST /api/team/passkeys/registration-options (Authorization: Bearer <ID token>) → what the browser makes a passkey with. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPasskeys');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE });
  const rp = requestRelyingParty(request.headers.get('origin'));
  if (!rp) return NextResponse.json({ ok: false, code: 'wrongOrigin' }, { status: 403, headers: NO_STORE });
  const options = await registrationOptions(caller.member, rp, passkeyDeps());
  return NextResponse.json({ ok: true, ...options }, { headers: NO_STORE });
}
