import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canHandlePayments } from '@/lib/team/roles';

/** The treasurer's routes answer nothing a browser or a proxy may keep. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export type TreasurerCaller =
  { ok: true; member: { memberId: string; name: string } } | { ok: false; response: Response };

/**
 * What every route of the accounts checks first: the per-address limit, then a signed-in member of
 * PAYMENT_ROLES (the Treasurer or the Coordinator), checked again on every request.
 */
export async function treasurerCaller(request: NextRequest): Promise<TreasurerCaller> {
  const limited = await limitRequest(request, 'teamPayments');
  if (limited) return { ok: false, response: limited };
  const caller = await checkMember(bearerToken(request.headers), canHandlePayments);
  if (!caller.ok) {
    return {
      ok: false,
      response: NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE }),
    };
  }
  return { ok: true, member: { memberId: caller.member.memberId, name: caller.member.name } };
}

/** A route's failure that is not the caller's: logged, answered 503. */
export function treasurerRouteFailed(what: string, error: unknown) {
  console.error(`${what} failed`, error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers: NO_STORE });
}
