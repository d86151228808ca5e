import type { ComplaintStatus } from './current-status';
import type { StatusRequest, StatusRequestField } from './status-request';

/** How the person proves the complaint is theirs: the mobile number they gave, or the code they were shown. */
export type StatusMethod = 'mobile' | 'code';

/** What the status form holds as typed: both proofs, so switching back loses nothing. */
export interface StatusFormValues {
  reference: string;
  method: StatusMethod;
  mobile: string;
  code: string;
}

export type StatusProblem =
  | { kind: 'invalid'; field: StatusRequestField | null }
  | { kind: 'notFound' | 'failed' }
  | { kind: 'tooManyAttempts'; minutes: number };

/** What the status form sent without scripts is answered with: the page again, with what was typed. */
export interface StatusPostAnswer {
  typed: StatusFormValues;
  found?: { status: ComplaintStatus; changedAt: number };
  problem?: StatusProblem;
}

export const EMPTY_STATUS_FORM: StatusFormValues = { reference: '', method: 'mobile', mobile: '', code: '' };

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** The status form as a browser posts it without scripts; every field by its name. */
export function statusValuesFromFormData(data: FormData): StatusFormValues {
  return {
    reference: text(data.get('reference')),
    method: data.get('method') === 'code' ? 'code' : 'mobile',
    mobile: text(data.get('mobile')),
    code: text(data.get('code')),
  };
}

/** Only the chosen proof is sent; the other keeps its text in the form. */
export const statusRequestOf = ({ reference, method, mobile, code }: StatusFormValues): StatusRequest =>
  method === 'mobile' ? { reference, mobile } : { reference, code };
