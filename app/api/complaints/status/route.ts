import { NextResponse, type NextRequest } from 'next/server';
import { checkComplaintStatus } from '@/lib/complaints/status-lookup-service';
import { statusRequestSchema, type StatusResponse } from '@/lib/complaints/status-request';
import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** POST /api/complaints/status {reference, mobile | code} → the complaint's status and when it changed. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'complaintStatus');
  if (limited) return limited;
  const headers = { 'Cache-Control': 'no-store' };
  const body = await readJsonBody(request, statusRequestSchema);
  if (!body.ok)
    return NextResponse.json<StatusResponse>({ ok: false, code: 'invalid' }, { status: body.status, headers });

  const result = await checkComplaintStatus({ ...body.value, address: clientAddress(request.headers) });
  if (result.ok) {
    const { status, changedAt } = result;
    return NextResponse.json<StatusResponse>({ ok: true, status, changedAt }, { headers });
  }
  if (result.code === 'tooManyAttempts') {
    return NextResponse.json<StatusResponse>(
      { ok: false, code: 'tooManyAttempts', retryAfterMinutes: result.retryAfterMinutes },
      { status: 429, headers: { ...headers, 'Retry-After': String(result.retryAfterSeconds) } },
    );
  }
  return NextResponse.json<StatusResponse>(
    { ok: false, code: result.code },
    { status: result.code === 'notFound' ? 404 : 503, headers },
  );
}
