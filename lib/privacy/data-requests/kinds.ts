import type { FormId } from '@/lib/forms/options';

/**
 * A person's requests under the DPDP Act about what the foundation holds on them, as stored at
 * dataRequests/<push key> and as the page and the team's panel show them. No schema here: the
 * page's form reads these in the browser, and the schemas (model.ts) stay on the server.
 */

export const DATA_REQUEST_KINDS = ['summary', 'correction', 'erasure', 'withdrawal', 'nominee'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** What the person wrote with the request: only corrections and nominees need any. */
export type DataRequestDetails =
  | { kind: 'summary' | 'erasure' | 'withdrawal' }
  | { kind: 'correction'; wrong: string; right: string }
  | { kind: 'nominee'; name: string; mobile: string; relation: string };

export interface DataRequest {
  key: string;
  form: FormId;
  recordKey: string;
  reference: string;
  kind: DataRequestKind;
  details: Record<string, string>;
  createdAt: number;
  replyBy: number;
  resolveBy: number;
  status: DataRequestStatus;
  answer?: string;
  answeredAt?: number;
  answeredBy?: string;
  closedAt?: number;
  /** An erasure's code (hashed with the reference): it proves the request after the mobile number is gone. */
  secretHash?: string;
}

/** What the person is shown of a request: never who on the team answered, never the stored code. */
export type PublicDataRequest = Pick<
  DataRequest,
  'kind' | 'createdAt' | 'replyBy' | 'resolveBy' | 'status' | 'answer' | 'answeredAt'
>;

export const publicRequest = ({ kind, createdAt, replyBy, resolveBy, status, answer, answeredAt }: DataRequest) => ({
  kind,
  createdAt,
  replyBy,
  resolveBy,
  status,
  ...(answer === undefined ? {} : { answer }),
  ...(answeredAt === undefined ? {} : { answeredAt }),
});

export const DETAIL_MAX_LENGTH = 1000;
export const ANSWER_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 100;
