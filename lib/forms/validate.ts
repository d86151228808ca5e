import type { FormId } from './options';
import { emptyValues, FORM_FIELDS, type FormValues } from './definitions';
import { complaintSchema, contactSchema, membershipSchema, surveySchema } from './schemas';

// Zod comes with the schemas: the form pages load this module when a form is first changed or sent.

/** Validates with the form's schema: the record to store, or the first message key per field. */
export function validateForm(
  formId: FormId,
  values: FormValues,
): { ok: true; record: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const visible = Object.fromEntries(
    FORM_FIELDS[formId].map((f) => [
      f.name,
      !f.showWhen || f.showWhen(values) ? values[f.name] : emptyValues(formId)[f.name],
    ]),
  );
  const schema =
    formId === 'survey'
      ? surveySchema
      : formId === 'membership'
        ? membershipSchema()
        : formId === 'complaint'
          ? complaintSchema()
          : contactSchema;
  const result = schema.safeParse(visible);
  if (result.success) return { ok: true, record: result.data as Record<string, unknown> };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
