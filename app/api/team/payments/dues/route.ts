import { randomUUID } from 'node:crypto';
import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE, treasurerCaller } from '@/lib/payments/treasurer-request';
import { readJsonBody } from '@/lib/http/json-body';
import { waiverSchema } from '@/lib/payments/dues-request';
import { duesList } from '@/lib/payments/dues-service';
import { readDuesAccounts, recordWaiver } from '@/lib/payments/dues-store';
import { appendAccessEntry } from '@/lib/privacy/access-log';

export const dynamic = 'force-dynamic';

const headers = NO_STORE;
const failed = (error: unknown) => teamRouteFailed('Dues', error);

/** GET /api/team/payments/dues (Bearer ID token) → each member's dues today, with the WhatsApp reminder when due. */
export async function GET(request: NextRequest) {
  const caller = await treasurerCaller(request);
  if (!caller.ok) return caller.response;
  try {
    return NextResponse.json({ ok: true, dues: duesList(await readDuesAccounts(), Date.now()) }, { headers });
  } catch (error) {
    return failed(error);
  }
}

/** POST /api/team/payments/dues {action: 'waive', account, periods, reason} → the waiver recorded with who and when. */
export async function POST(request: NextRequest) {
  const caller = await treasurerCaller(request);
  if (!caller.ok) return caller.response;
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
