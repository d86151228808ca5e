import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { anyRole, MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { removePasskey, renamePasskey } from '@/lib/team/passkeys';
import { passkeyIdSchema, renamePasskeySchema } from '@/lib/team/passkeys-schema';
import { passkeyDeps } from '@/lib/team/passkeys-service';
import { NO_STORE, PASSKEY_STATUS } from '@/lib/team/passkeys-status';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const notFound = () => NextResponse.json({ ok: false, code: 'notFound' }, { status: 404, headers: NO_STORE });

/** PATCH /api/team/passkeys/<id> {name} → one of the caller's own passkeys renamed. */
export async function PATCH(request: NextRequest, { params }: Context) {
  const limited = await limitRequest(request, 'teamPasskeys');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE });
  const id = passkeyIdSchema.safeParse((await params).id);
  if (!id.success) return notFound();
  const body = await readJsonBody(request, renamePasskeySchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers: NO_STORE });
  const result = await renamePasskey(caller.member, id.data, body.value.name, passkeyDeps());
  return NextResponse.json(result, { status: result.ok ? 200 : PASSKEY_STATUS[result.code], headers: NO_STORE });
}

/** DELETE /api/team/passkeys/<id> → one of the caller's own passkeys removed. */
export async function DELETE(request: NextRequest, { params }: Context) {
  const limited = await limitRequest(request, 'teamPasskeys');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), anyRole);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE });
  const id = passkeyIdSchema.safeParse((await params).id);
  if (!id.success) return notFound();
  const result = await removePasskey(caller.member, id.data, passkeyDeps());
  return NextResponse.json(result, { status: result.ok ? 200 : PASSKEY_STATUS[result.code], headers: NO_STORE });
}
