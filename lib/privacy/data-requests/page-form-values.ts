import type { FormId } from '@/lib/forms/options';
import type { DataRequestKind, PublicDataRequest } from './kinds';

/**
 * What the "Your data" form holds and what its server action answers: plain values, so the page's
 * form can hold them in the browser without the schemas (page-form.ts).
 */

export type ProofMethod = 'mobile' | 'code';
export type YourDataIntent = 'look' | 'ask';

export interface YourDataValues {
  reference: string;
  method: ProofMethod;
  mobile: string;
  code: string;
  kind: DataRequestKind | '';
  wrong: string;
  right: string;
  nomineeName: string;
  nomineeMobile: string;
  nomineeRelation: string;
}

export const EMPTY_YOUR_DATA: YourDataValues = {
  reference: '',
  method: 'mobile',
  mobile: '',
  code: '',
  kind: '',
  wrong: '',
  right: '',
  nomineeName: '',
  nomineeMobile: '',
  nomineeRelation: '',
};

/** The fields a problem can point at, in the order the form shows them. */
export const YOUR_DATA_FIELDS = [
  'reference',
  'mobile',
  'code',
  'kind',
  'wrong',
  'right',
  'nomineeName',
  'nomineeMobile',
  'nomineeRelation',
] as const;
export type YourDataField = (typeof YOUR_DATA_FIELDS)[number];

export type YourDataProblem =
  | { kind: 'invalid'; field: YourDataField }
  | { kind: 'notFound' | 'failed' }
  | { kind: 'tooManyAttempts'; minutes: number };

export interface YourDataAnswer {
  typed: YourDataValues;
  problem?: YourDataProblem;
  found?: { reference: string; form: FormId; erased: boolean; requests: PublicDataRequest[] };
  /** The request just made, or the open one a repeat was shown; an erasure's code is shown this once. */
  sent?: { kind: DataRequestKind; repeated: boolean; replyBy: number; resolveBy: number; code?: string };
}
