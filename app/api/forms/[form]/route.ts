import { NextResponse, type NextRequest } from 'next/server';
import { acceptSubmission, submissionStatus } from '@/lib/forms/accept-submission';
import { FORM_BODY_LIMIT_BYTES, isFormId, type SubmissionResponse } from '@/lib/forms/submission';
import { submissionRequestSchema } from '@/lib/forms/submission-schema';
import { adminSubmissionStore } from '@/lib/forms/submission-store';
import { readJsonBody } from '@/lib/http/json-body';
import { submissionPrivacy } from '@/lib/privacy/form-saving';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/** POST /api/forms/<survey|membership|complaint|contact> {submissionId, values, code?} → {reference, code?}. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ form: string }> }) {
  const limited = await limitRequest(request, 'formSubmit');
  if (limited) return limited;
  const { form } = await params;
  if (!isFormId(form)) return NextResponse.json({ error: 'No such form' }, { status: 404, headers });
  const body = await readJsonBody(request, submissionRequestSchema, FORM_BODY_LIMIT_BYTES);
  if (!body.ok) {
    return NextResponse.json<SubmissionResponse>({ ok: false, code: 'invalid' }, { status: body.status, headers });
  }
  const answer = await acceptSubmission(form, body.value, {
    store: adminSubmissionStore,
    privacy: submissionPrivacy(),
  });
  return NextResponse.json<SubmissionResponse>(answer, { status: submissionStatus(answer), headers });
}
