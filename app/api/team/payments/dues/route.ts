import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { waiverSchema } from '@/lib/payments/dues-request';
import { duesList } from '@/lib/payments/dues-service';
import { readDuesAccounts, recordWaiver } from '@/lib/payments/dues-store';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canHandlePayments } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const failed = (error: unknown) => {
  console.error('Dues failed', error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
};

/** GET /api/team/payments/dues (Bearer ID token) → each member's dues today, with the WhatsApp reminder when due. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPayments');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePayments);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  try {
    return NextResponse.json({ ok: true, dues: duesList(await readDuesAccounts(), Date.now()) }, { headers });
  } catch (error) {
    return failed(error);
  }
}

/** POST /api/team/payments/dues {action: 'waive', account, periods, reason} → the waiver recorded with who and when. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPayments');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePayments);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const body = await readJsonBody(request, waiverSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const { account, periods, reason } = body.value;
  const by = caller.member;
  try {
    const waiver = { periods, reason, by: by.memberId, byName: by.name, at: Date.now() };
    if (!(await recordWaiver(account, randomUUID(), waiver))) {
      return NextResponse.json({ ok: false, code: 'notFound' }, { status: 404, headers });
    }
    await appendAccessEntry({ by: by.memberId, byName: by.name, action: 'feeWaived', reference: account, count: 1 });
    return NextResponse.json({ ok: true }, { headers });
  } catch (error) {
    return failed(error);
  }
}
