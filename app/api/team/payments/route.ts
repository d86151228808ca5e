import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { paymentActionSchema, reviewList } from '@/lib/payments/payment-review-list';
import { REFUSAL_STATUS, treasurerAction } from '@/lib/payments/treasurer-actions';
import { readPayments } from '@/lib/payments/payment-review-store';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canHandlePayments } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const failed = (error: unknown) => {
  console.error('Payments failed', error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
};

/** GET /api/team/payments (Authorization: Bearer <ID token>) → every payment, the ones waiting first. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPayments');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePayments);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  try {
    return NextResponse.json({ ok: true, payments: reviewList(await readPayments()) }, { headers });
  } catch (error) {
    return failed(error);
  }
}

/**
 * POST /api/team/payments: `confirm` or `reject` (with a reason) a payment; `reissue` a receipt
 * (cancelled with a reason, a new number issued, the payer's name, address or PAN put right);
 * `recordOffice` cash or a bank transfer received at the office (recorded and confirmed at once).
 * Each answers the receipt number in force.
 */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPayments');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePayments);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const body = await readJsonBody(request, paymentActionSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const member = { memberId: caller.member.memberId, name: caller.member.name };
  try {
    const result = await treasurerAction(body.value, member);
    if (!result.ok) return NextResponse.json(result, { status: REFUSAL_STATUS[result.code], headers });
    return NextResponse.json(result, { headers });
  } catch (error) {
    return failed(error);
  }
}
