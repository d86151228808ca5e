import { NextResponse, type NextRequest } from 'next/server';
import { NO_STORE, treasurerCaller } from '@/lib/payments/treasurer-request';
import { readPayments } from '@/lib/payments/payment-review-store';
import { paymentReport } from '@/lib/payments/reports';
import { reportQuerySchema } from '@/lib/payments/report-query';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-dynamic';

const headers = NO_STORE;

/**
 * GET /api/team/payments/reports?report=form10bd|ledger&year=2026-27[&draft=1] (Bearer ID token)
 * → the year's CSV as a download. 409 for a year not yet ended without `draft`.
 */
export async function GET(request: NextRequest) {
  const caller = await treasurerCaller(request);
  if (!caller.ok) return caller.response;
  const query = reportQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return NextResponse.json({ ok: false, code: 'invalid' }, { status: 400, headers });
  try {
    const { report, year, draft } = query.data;
    const result = paymentReport(await readPayments(), { kind: report, year, draft }, siteConfig.trust, Date.now());
    if (!result.ok) {
      return NextResponse.json(result, { status: result.code === 'yearNotEnded' ? 409 : 400, headers });
    }
    // Form 10BD lists donors' PANs and addresses: a look at personal data, recorded.
    await appendAccessEntry({
      by: caller.member.memberId,
      byName: caller.member.name,
      action: 'paymentReport',
      reference: result.fileName,
      count: 1,
    });
    return new NextResponse(result.csv, {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${result.fileName}"`,
      },
    });
  } catch (error) {
    console.error('Payment report failed', error instanceof Error ? error.message : error);
    return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  }
}
