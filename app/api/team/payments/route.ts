import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE, treasurerCaller } from '@/lib/payments/treasurer-request';
import { readJsonBody } from '@/lib/http/json-body';
import { paymentActionSchema, reviewList } from '@/lib/payments/payment-review-list';
import { REFUSAL_STATUS, treasurerAction } from '@/lib/payments/treasurer-actions';
import { readPayments } from '@/lib/payments/payment-review-store';

export const dynamic = 'force-dynamic';

const headers = NO_STORE;
const failed = (error: unknown) => teamRouteFailed('Payments', error);

/** GET /api/team/payments (Authorization: Bearer <ID token>) → every payment, the ones waiting first. */
export async function GET(request: NextRequest) {
  const caller = await treasurerCaller(request);
  if (!caller.ok) return caller.response;
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
  const caller = await treasurerCaller(request);
  if (!caller.ok) return caller.response;
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
