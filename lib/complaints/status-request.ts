import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/forms/field-values';
import { normalizeSecretCode, SECRET_CODE_PATTERN } from '@/lib/forms/secret-code';

/**
 * What a person sends to check a complaint's status: its reference and either the mobile number
 * they gave (a named complaint) or the secret code they were shown (an anonymous one). The browser
 * checks it with this schema before sending, so it can say which field is wrong; the server checks
 * it again. Zod Mini, as for the forms: the same checks, and only those in the browser's code.
 */

const PREFIX = 'CMP-';

/**
 * The reference as stored ("CMP-AB12CD34"), or null when it cannot be one. Forgiving, because
 * people copy references by hand: any case, spaces anywhere, and the "CMP-" prefix (or its dash)
 * may be left out. The eight characters after it are letters and digits (see referenceFor).
 */
export function normalizeReference(value: string): string | null {
  const compact = value.replace(/\s/g, '').toUpperCase();
  const match = /^(?:CMP-?)?([A-Z0-9]{8})$/.exec(compact);
  return match ? `${PREFIX}${match[1]}` : null;
}

export type StatusRequestField = 'reference' | 'mobile' | 'code';

export const statusRequestSchema = z
  .strictObject({
    // Room for the spaces people type; anything longer is not a reference, mobile number or code.
    reference: z.string().check(z.maxLength(40)),
    mobile: z.optional(z.string().check(z.maxLength(20))),
    code: z.optional(z.string().check(z.maxLength(20))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (normalizeReference(value.reference) === null) {
        ctx.addIssue({ code: 'custom', path: ['reference'], message: 'reference' });
      }
      // Exactly one way of proving the complaint is theirs.
      if ((value.mobile === undefined) === (value.code === undefined)) {
        ctx.addIssue({ code: 'custom', path: [], message: 'mobileOrCode' });
        return;
      }
      if (value.mobile !== undefined && !MOBILE_PATTERN.test(normalizeMobile(value.mobile))) {
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'mobile' });
      }
      if (value.code !== undefined && !SECRET_CODE_PATTERN.test(normalizeSecretCode(value.code))) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'code' });
      }
    }),
  );

export type StatusRequest = z.infer<typeof statusRequestSchema>;

/** The first field a request gets wrong (in the order the form shows them), or null. */
export function invalidStatusField(request: StatusRequest): StatusRequestField | null {
  const result = statusRequestSchema.safeParse(request);
  if (result.success) return null;
  const fields = new Set(result.error.issues.map((issue) => issue.path[0]));
  return (['reference', 'mobile', 'code'] as const).find((field) => fields.has(field)) ?? null;
}

/** What POST /api/complaints/status answers. */
export type StatusResponse =
  | { ok: true; status: string; changedAt: number }
  | { ok: false; code: 'notFound' | 'invalid' | 'failed' }
  | { ok: false; code: 'tooManyAttempts'; retryAfterMinutes: number };
