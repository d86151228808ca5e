import type { StatusRequest, StatusResponse } from './status-request';

const KNOWN_FAILURES: readonly string[] = ['notFound', 'invalid', 'failed', 'tooManyAttempts'];

/** Asks the server for a complaint's status; no connection or an odd answer reads as 'failed'. */
export async function requestComplaintStatus(request: StatusRequest): Promise<StatusResponse> {
  try {
    const response = await fetch('/api/complaints/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      cache: 'no-store',
    });
    const body = (await response.json()) as StatusResponse;
    if (body.ok === true && typeof body.status === 'string' && typeof body.changedAt === 'number') return body;
    if (body.ok === false && KNOWN_FAILURES.includes(body.code)) return body;
  } catch (error) {
    console.error('Complaint status check failed', error instanceof Error ? error.message : error);
  }
  return { ok: false, code: 'failed' };
}
