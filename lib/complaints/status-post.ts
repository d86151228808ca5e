import type { ComplaintStatus } from './current-status';
import { postedText } from '@/lib/forms/form-data-values';
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

/** The status form as a browser posts it without scripts; every field by its name. */
export function statusValuesFromFormData(data: FormData): StatusFormValues {
  return {
    reference: postedText(data.get('reference')),
    method: data.get('method') === 'code' ? 'code' : 'mobile',
    mobile: postedText(data.get('mobile')),
    code: postedText(data.get('code')),
  };
}

/** Only the chosen proof is sent; the other keeps its text in the form. */
export const statusRequestOf = ({ reference, method, mobile, code }: StatusFormValues): StatusRequest =>
  method === 'mobile' ? { reference, mobile } : { reference, code };
