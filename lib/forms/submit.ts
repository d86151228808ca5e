import { newSecretCode } from './secret-code';
import type { FormValues } from './definitions';
import type { FormId } from './options';
import type { SubmissionRequest, SubmissionResponse } from './submission';

/** What the sender is shown: the reference, and for an anonymous complaint its secret code. */
export interface SentRecord {
  reference: string;
  code?: string;
  /** Someone under 18: the token of the link their parent confirms with. */
  guardianToken?: string;
}

/**
 * Why a submission was not saved. offline: no answer at all (no connection, or it dropped): the
 * submission waits and goes again when the connection is back. invalid: the server's checks
 * refused a field. failed: the server answered but could not save it now.
 */
export class SubmissionError extends Error {
  constructor(
    readonly kind: 'offline' | 'invalid' | 'failed',
    readonly fields: Record<string, string> = {},
  ) {
    super(`Form not sent: ${kind}`);
    this.name = 'SubmissionError';
  }
}

const SEND_TIMEOUT_MS = 20_000;

/**
 * A new submission of these values: its id (and an anonymous complaint's secret code) made now,
 * when the visitor presses send, and kept until the server answers, so a retry is the same
 * submission and the code is never lost.
 */
export function newSubmission(formId: FormId, values: FormValues): SubmissionRequest {
  const anonymous = formId === 'complaint' && values.anonymous === true;
  return { submissionId: crypto.randomUUID(), values, ...(anonymous ? { code: newSecretCode() } : {}) };
}

/** Posts a submission to the server; resolves to what the sender is shown. */
export async function submitRecord(formId: FormId, submission: SubmissionRequest): Promise<SentRecord> {
  let response: Response;
  try {
    response = await fetch(`/api/forms/${formId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submission),
      cache: 'no-store',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Form not sent', error instanceof Error ? error.message : error);
    throw new SubmissionError('offline');
  }
  const body = (await response.json().catch(() => null)) as SubmissionResponse | null;
  if (body?.ok === true && typeof body.reference === 'string') {
    const { reference, code, guardianToken } = body;
    return { reference, ...(code ? { code } : {}), ...(guardianToken ? { guardianToken } : {}) };
  }
  if (body?.ok === false && body.code === 'invalid' && body.fields) throw new SubmissionError('invalid', body.fields);
  throw new SubmissionError('failed');
}
