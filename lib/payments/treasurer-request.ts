import 'server-only';
import type { NextRequest } from 'next/server';
import { memberCaller, NO_STORE } from '@/lib/team/member-caller';
import { canHandlePayments } from '@/lib/team/roles';

export { NO_STORE };

export type TreasurerCaller =
  { ok: true; member: { memberId: string; name: string } } | { ok: false; response: Response };

/**
 * What every route of the accounts checks first: the per-address limit, then a signed-in member of
 * PAYMENT_ROLES (the Treasurer or the Coordinator), checked again on every request.
 */
export async function treasurerCaller(request: NextRequest): Promise<TreasurerCaller> {
  const caller = await memberCaller(request, 'teamPayments', canHandlePayments);
  return caller.ok ? { ok: true, member: { memberId: caller.member.memberId, name: caller.member.name } } : caller;
}
