import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/forms/field-values';
import { postedText } from '@/lib/forms/form-data-values';
import { normalizeSecretCode, SECRET_CODE_PATTERN } from '@/lib/forms/secret-code';
import {
  DATA_REQUEST_KINDS,
  normalizeAnyReference,
  requestDetailsSchema,
  type DataRequestDetails,
  type DataRequestKind,
} from './model';
import type { YourDataField, YourDataIntent, YourDataValues } from './page-form-values';

export * from './page-form-values';

/**
 * The "Your data" form: the proof (every time: nothing of it is kept between visits), and once a
 * record is found, what the person asks. One form, posted to one server action, with or without
 * scripts; the page comes back with what was typed and the answer.
 */

const isKind = (value: string): value is DataRequestKind => (DATA_REQUEST_KINDS as readonly string[]).includes(value);

export function yourDataValuesFrom(data: FormData): YourDataValues {
  const kind = postedText(data.get('kind'));
  return {
    reference: postedText(data.get('reference')),
    method: data.get('method') === 'code' ? 'code' : 'mobile',
    mobile: postedText(data.get('mobile')),
    code: postedText(data.get('code')),
    kind: isKind(kind) ? kind : '',
    wrong: postedText(data.get('wrong')),
    right: postedText(data.get('right')),
    nomineeName: postedText(data.get('nomineeName')),
    nomineeMobile: postedText(data.get('nomineeMobile')),
    nomineeRelation: postedText(data.get('nomineeRelation')),
  };
}

export const intentFrom = (data: FormData): YourDataIntent => (data.get('intent') === 'ask' ? 'ask' : 'look');

/** What proves the record, from the form: only the chosen proof. */
export const proofSchema = z.strictObject({
  reference: z.string().check(
    z.maxLength(40),
    z.refine((value) => normalizeAnyReference(value) !== null),
  ),
  mobile: z.optional(
    z.string().check(
      z.maxLength(20),
      z.refine((value) => MOBILE_PATTERN.test(normalizeMobile(value))),
    ),
  ),
  code: z.optional(
    z.string().check(
      z.maxLength(20),
      z.refine((value) => SECRET_CODE_PATTERN.test(normalizeSecretCode(value))),
    ),
  ),
});

export const proofOf = ({ reference, method, mobile, code }: YourDataValues) =>
  method === 'mobile' ? { reference, mobile } : { reference, code };

/** The first field of the proof that is wrong, or null. */
export function invalidProofField(values: YourDataValues): YourDataField | null {
  const result = proofSchema.safeParse(proofOf(values));
  if (result.success) return null;
  const fields = new Set(result.error.issues.map((issue) => issue.path[0]));
  return (['reference', 'mobile', 'code'] as const).find((field) => fields.has(field)) ?? 'reference';
}

/** The request as the form describes it, checked; or the first field that is wrong. */
export function requestDetailsFrom(
  values: YourDataValues,
): { ok: true; details: DataRequestDetails } | { ok: false; field: YourDataField } {
  if (values.kind === '') return { ok: false, field: 'kind' };
  const candidate =
    values.kind === 'correction'
      ? { kind: values.kind, wrong: values.wrong, right: values.right }
      : values.kind === 'nominee'
        ? {
            kind: values.kind,
            name: values.nomineeName,
            mobile: values.nomineeMobile,
            relation: values.nomineeRelation,
          }
        : { kind: values.kind };
  const result = requestDetailsSchema.safeParse(candidate);
  if (result.success) return { ok: true, details: result.data };
  const named: Record<string, YourDataField> = {
    name: 'nomineeName',
    mobile: 'nomineeMobile',
    relation: 'nomineeRelation',
  };
  const first = result.error.issues[0]?.path[0];
  const field = typeof first === 'string' ? (named[first] ?? (first as YourDataField)) : 'kind';
  return { ok: false, field };
}
