import 'server-only';
import { createHash } from 'node:crypto';
import type { SharedStore } from '@/lib/shared-store';
import { acceptSubmission, type AcceptDeps } from './accept-submission';
import type { FormValues } from './definitions';
import { valuesFromFormData } from './form-data-values';
import { normalizeMobile } from './field-values';
import type { FormId } from './options';
import { HONEYPOT_FIELD, type FormPostAnswer, type SubmissionRequest } from './submission';
import { newSubmission } from './submit';
import { validateForm } from './validate';

/** How long a form posted again with the same values, from the same address, is the same submission. */
export const FORM_POST_REPEAT_MS = 10 * 60_000;

/** A submission made for a post, held so that the same post again is the same submission. */
export type HeldSubmission = Omit<SubmissionRequest, 'values'>;

export interface FormPostDeps extends AcceptDeps {
  /** The sender's address (as the request limits see it). */
  address: string;
  held: SharedStore<HeldSubmission>;
}

const postKey = (formId: FormId, address: string, values: FormValues) =>
  createHash('sha256')
    .update(JSON.stringify([formId, address, values]))
    .digest('hex');

/**
 * A form posted without scripts has no submission id: the browser that makes one is not running.
 * The server makes it (and an anonymous complaint's code) and holds both for a while under the
 * post's values and address, so a post sent twice (a double tap, a reload that posts again) is
 * saved once and answers the same reference and code. Two people behind one address sending
 * exactly the same answers within that while would be counted once: a price worth the duplicates
 * it spares.
 */
async function submissionFor(formId: FormId, values: FormValues, deps: FormPostDeps): Promise<SubmissionRequest> {
  const key = postKey(formId, deps.address, values);
  const held = await deps.held.get(key);
  if (held) return { ...held, values };
  const fresh = newSubmission(formId, values);
  await deps.held.set(
    key,
    { submissionId: fresh.submissionId, ...(fresh.code ? { code: fresh.code } : {}) },
    FORM_POST_REPEAT_MS,
  );
  return fresh;
}

/** Checks and saves a form posted without scripts, as the scripted form's route does; answers what the page shows. */
export async function answerFormPost(formId: FormId, data: FormData, deps: FormPostDeps): Promise<FormPostAnswer> {
  const values = valuesFromFormData(formId, data);
  if (data.get(HONEYPOT_FIELD)) return { kind: 'sent', reference: 'OK' };
  const checked = validateForm(formId, values);
  if (!checked.ok) return { kind: 'invalid', values, errors: checked.errors };
  const answer = await acceptSubmission(formId, await submissionFor(formId, values, deps), deps);
  if (answer.ok) {
    const { reference, code, guardianToken } = answer;
    // The parent's number, for the page's WhatsApp button (a scripted form has it in the browser).
    const guardianPhone = guardianToken ? normalizeMobile(String(values.guardianPhone ?? '')) : '';
    return {
      kind: 'sent',
      reference,
      ...(code ? { code } : {}),
      ...(guardianToken ? { guardianToken, guardianPhone } : {}),
    };
  }
  if (answer.code === 'invalid' && answer.fields) return { kind: 'invalid', values, errors: answer.fields };
  return { kind: 'failed', values };
}
