import { FORM_NODES, type FormId } from './options';
import type { FormValues } from './definitions';

/**
 * What the browser posts to /api/forms/<form> and what it hears back. No Zod here: the form
 * pages load this with the form; the server checks the body with lib/forms/submission-schema.ts.
 */
export interface SubmissionRequest {
  /** Made when the visitor presses send and kept with the draft until the server answers. */
  submissionId: string;
  values: FormValues;
  /** An anonymous complaint's secret code, made in the browser (see lib/forms/submission-service.ts). */
  code?: string;
}

export type SubmissionResponse =
  | { ok: true; reference: string; code?: string; guardianToken?: string }
  | { ok: false; code: 'invalid'; fields?: Record<string, string> }
  | { ok: false; code: 'conflict' | 'unavailable' };

/** The largest form (a complaint: 2,000 characters of description, each up to 3 bytes) fits with room. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** A random UUID (crypto.randomUUID): unguessable, so nobody else can replay a visitor's submission. */
export const SUBMISSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isFormId = (value: string): value is FormId => Object.hasOwn(FORM_NODES, value);

/**
 * What a form sent without scripts (a plain HTML form posted to the server) is answered with: the
 * page again, showing the reference, or the values typed with a message beside each wrong field.
 */
export type FormPostAnswer =
  | { kind: 'sent'; reference: string; code?: string; guardianToken?: string; guardianPhone?: string }
  | { kind: 'invalid'; values: FormValues; errors: Record<string, string> }
  | { kind: 'failed'; values: FormValues };

/** The field people never see and simple bots fill in: they are thanked and nothing is stored. */
export const HONEYPOT_FIELD = 'website';

/**
 * This page, its query left off: where a form posts without scripts (useActionState's permalink;
 * without one React writes action="", which HTML does not allow), and the way back to it empty.
 */
export const SAME_PAGE = '?';
