import 'server-only';
import { AdminNotConfiguredError } from '@/lib/firebase/admin';
import type { FormId } from './options';
import type { SubmissionRequest, SubmissionResponse } from './submission';
import {
  MissingCodeError,
  saveSubmission,
  SubmissionConflictError,
  type SavePrivacy,
  type SubmissionStore,
} from './submission-service';
import { validateForm } from './validate';

export interface AcceptDeps {
  store: (formId: FormId) => Promise<SubmissionStore>;
  /** The notice's version and time, a minor's hold and the parent's link (lib/privacy/form-saving.ts). */
  privacy: SavePrivacy;
  log?: (message: string, detail: unknown) => void;
}

/** The HTTP status of each answer. */
export function submissionStatus(response: SubmissionResponse): number {
  if (response.ok) return 201;
  return { invalid: 400, conflict: 409, unavailable: 503 }[response.code];
}

/**
 * Checks a submission with the form's own schema (the one the browser ran) and saves it. Field
 * errors come back by field; a database that cannot be reached, or is not configured, is
 * 'unavailable' (the browser keeps the submission and tries again).
 */
export async function acceptSubmission(
  formId: FormId,
  { submissionId, values, code }: SubmissionRequest,
  { store, privacy, log = console.error }: AcceptDeps,
): Promise<SubmissionResponse> {
  const checked = validateForm(formId, values);
  if (!checked.ok) return { ok: false, code: 'invalid', fields: checked.errors };
  try {
    const saved = await saveSubmission(
      { formId, submissionId, record: checked.record, code },
      await store(formId),
      privacy,
    );
    return { ok: true, ...saved };
  } catch (error) {
    if (error instanceof MissingCodeError) return { ok: false, code: 'invalid', fields: { code: 'required' } };
    if (error instanceof SubmissionConflictError) return { ok: false, code: 'conflict' };
    if (!(error instanceof AdminNotConfiguredError)) {
      log('Form submission failed', error instanceof Error ? error.message : error);
    }
    return { ok: false, code: 'unavailable' };
  }
}
