import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import type { LimitedRoute } from '@/lib/rate-limit/request-policies';
import { MEMBER_REFUSAL_STATUS } from './authorised-member';
import { checkMember } from './authorised-member-service';
import type { SignedInMember } from './member';

/** Team routes answer nothing a browser or a proxy may keep. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export type MemberCaller = { ok: true; member: SignedInMember } | { ok: false; response: Response };

/**
 * What a team route checks first: the route's per-address limit, then a signed-in member whose role
 * `allowed` accepts, checked against the stored team on every request.
 */
export async function memberCaller(
  request: NextRequest,
  route: LimitedRoute,
  allowed: (role: string) => boolean,
): Promise<MemberCaller> {
  const limited = await limitRequest(request, route);
  if (limited) return { ok: false, response: limited };
  const caller = await checkMember(bearerToken(request.headers), allowed);
  if (!caller.ok) {
    return {
      ok: false,
      response: NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers: NO_STORE }),
    };
  }
  const { memberId, name, role } = caller.member;
  return { ok: true, member: { memberId, name, role } };
}

/** A team route's failure that is not the caller's: logged, answered 503. */
export function teamRouteFailed(what: string, error: unknown) {
  console.error(`${what} failed`, error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers: NO_STORE });
}
