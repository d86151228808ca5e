import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE, treasurerCaller } from '@/lib/payments/treasurer-request';
import { readBytesUpTo } from '@/lib/http/limited-body';
import { readPayments, reviewDeps } from '@/lib/payments/payment-review-store';
import { applyStatement, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from '@/lib/payments/statement-service';
import { appendAccessEntry } from '@/lib/privacy/access-log';

export const dynamic = 'force-dynamic';

const headers = NO_STORE;
const refuse = (code: string, status: number) => NextResponse.json({ ok: false, code }, { status, headers });

/**
 * POST /api/team/payments/statement (Bearer ID token; the bank's CSV as the body, text/csv or
 * text/plain) → the payments it confirmed, the ones flagged for a person, and the lines skipped.
 */
export async function POST(request: NextRequest) {
  const caller = await treasurerCaller(request);
  if (!caller.ok) return caller.response;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv' && type !== 'text/plain') return refuse('unsupportedType', 415);
  const bytes = await readBytesUpTo(request.body, STATEMENT_MAX_BYTES);
  if (!bytes) return refuse('tooLarge', 413);
  const csv = new TextDecoder().decode(bytes);
  if (csv.split('\n').length > STATEMENT_MAX_LINES) return refuse('tooManyLines', 413);
  const by = { memberId: caller.member.memberId, name: caller.member.name };
  try {
    const result = await applyStatement(reviewDeps(), await readPayments(), csv, by);
    if (!result.ok) return refuse(result.code, 400);
    await appendAccessEntry({
      by: by.memberId,
      byName: by.name,
      action: 'statementUploaded',
      count: result.outcome.confirmed.length + result.outcome.flagged.length,
    });
    return NextResponse.json({ ok: true, ...result.outcome }, { headers });
  } catch (error) {
    console.error('Statement failed', error instanceof Error ? error.message : error);
    return refuse('failed', 503);
  }
}
