import { NextResponse, type NextRequest } from 'next/server';
import { readJsonBody } from '@/lib/http/json-body';
import { removeSubscription, saveSubscription } from '@/lib/push/subscriptions-database';
import { subscribeSchema, unsubscribeSchema } from '@/lib/push/subscription-request';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const invalid = (status: number) => NextResponse.json({ ok: false, code: 'invalid' }, { status, headers });

function failed(error: unknown) {
  console.error('Alerts: the subscription was not saved', error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
}

/** PUT /api/push/subscription `{ token, locale, topics }` → this device gets those alerts in that language. */
export async function PUT(request: NextRequest) {
  const limited = await limitRequest(request, 'pushSubscription');
  if (limited) return limited;
  const body = await readJsonBody(request, subscribeSchema);
  if (!body.ok) return invalid(body.status);
  try {
    await saveSubscription(body.value, Date.now());
    return NextResponse.json({ ok: true, topics: body.value.topics, locale: body.value.locale }, { headers });
  } catch (error) {
    return failed(error);
  }
}

/** DELETE /api/push/subscription `{ token }` → no more alerts to this device (also when it had none). */
export async function DELETE(request: NextRequest) {
  const limited = await limitRequest(request, 'pushSubscription');
  if (limited) return limited;
  const body = await readJsonBody(request, unsubscribeSchema);
  if (!body.ok) return invalid(body.status);
  try {
    await removeSubscription(body.value.token);
    return NextResponse.json({ ok: true }, { headers });
  } catch (error) {
    return failed(error);
  }
}
