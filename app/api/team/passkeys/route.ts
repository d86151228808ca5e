import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { anyRole, MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { addPasskey, listPasskeys } from '@/lib/team/passkeys';
import { addPasskeySchema, PASSKEY_BODY_LIMIT } from '@/lib/team/passkeys-schema';
import { passkeyDeps, requestRelyingParty } from '@/lib/team/passkeys-service';
import { NO_STORE, PASSKEY_STATUS } from '@/lib/team/passkeys-status';

export const dynamic = 'force-dynamic';

/** GET /api/team/passkeys (Authorization: Bearer <ID token>) → the caller's own passkeys. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPasskeys');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE });
  const passkeys = await listPasskeys(caller.member, passkeyDeps());
  return NextResponse.json({ ok: true, passkeys }, { headers: NO_STORE });
}

/** POST /api/team/passkeys {challengeId, name, response} → the passkey checked and added to the caller's. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPasskeys');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE });
  const rp = requestRelyingParty(request.headers.get('origin'));
  if (!rp) return NextResponse.json({ ok: false, code: 'wrongOrigin' }, { status: 403, headers: NO_STORE });
  const body = await readJsonBody(request, addPasskeySchema, PASSKEY_BODY_LIMIT);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers: NO_STORE });
  const result = await addPasskey(caller.member, body.value, rp, passkeyDeps());
  return NextResponse.json(result, { status: result.ok ? 201 : PASSKEY_STATUS[result.code], headers: NO_STORE });
}
