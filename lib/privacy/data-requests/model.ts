import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/forms/field-values';
import type { FormId } from '@/lib/forms/options';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUSES,
  DETAIL_MAX_LENGTH,
  ANSWER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type DataRequestKind,
  type DataRequestStatus,
  type DataRequest,
} from './kinds';

// The requests' shapes and limits (kinds.ts), with the schemas and the reading of stored requests.
export * from './kinds';

const REFERENCE_PREFIXES: Record<string, FormId> = {
  SRV: 'survey',
  MEM: 'membership',
  CMP: 'complaint',
  MSG: 'contact',
};

/**
 * Any form's reference as stored ("MSG-AB12CD34"), or null when it cannot be one. People copy
 * references by hand: any case, spaces anywhere, the dash may be left out; the prefix says which
 * form, so it is needed here (unlike the complaint check, which knows its form).
 */
export function normalizeAnyReference(value: string): string | null {
  const match = /^(SRV|MEM|CMP|MSG)-?([A-Z0-9]{8})$/.exec(value.replace(/\s/g, '').toUpperCase());
  return match ? `${match[1]}-${match[2]}` : null;
}

export const formOfReference = (reference: string): FormId | undefined => REFERENCE_PREFIXES[reference.slice(0, 3)];

const isKind = (value: unknown): value is DataRequestKind =>
  typeof value === 'string' && (DATA_REQUEST_KINDS as readonly string[]).includes(value);
const isStatus = (value: unknown): value is DataRequestStatus =>
  typeof value === 'string' && (DATA_REQUEST_STATUSES as readonly string[]).includes(value);
const isFormId = (value: unknown): value is FormId =>
  typeof value === 'string' && Object.values(REFERENCE_PREFIXES).includes(value as FormId);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored request, or null for anything the server did not write. */
export function dataRequestFrom(key: string, raw: unknown): DataRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isFormId(r.form) || !isText(r.recordKey) || !isText(r.reference) || !isKind(r.kind) || !isStatus(r.status)) {
    return null;
  }
  if (!isTime(r.createdAt) || !isTime(r.replyBy) || !isTime(r.resolveBy)) return null;
  const details =
    typeof r.details === 'object' && r.details !== null
      ? Object.fromEntries(Object.entries(r.details).filter((entry): entry is [string, string] => isText(entry[1])))
      : {};
  return {
    key,
    form: r.form,
    recordKey: r.recordKey,
    reference: r.reference,
    kind: r.kind,
    details,
    createdAt: r.createdAt,
    replyBy: r.replyBy,
    resolveBy: r.resolveBy,
    status: r.status,
    ...(isText(r.answer) ? { answer: r.answer } : {}),
    ...(isTime(r.answeredAt) ? { answeredAt: r.answeredAt } : {}),
    ...(isText(r.answeredBy) ? { answeredBy: r.answeredBy } : {}),
    ...(isTime(r.closedAt) ? { closedAt: r.closedAt } : {}),
    ...(isText(r.secretHash) ? { secretHash: r.secretHash } : {}),
  };
}

/** Every stored request (the node is small: a few requests a year), skipping what the server did not write. */
export const dataRequestsFrom = (raw: unknown): DataRequest[] =>
  typeof raw === 'object' && raw !== null
    ? Object.entries(raw as Record<string, unknown>).flatMap(([key, value]) => dataRequestFrom(key, value) ?? [])
    : [];

/** Open first, then answered, then closed; within each, the nearest reply date first. */
export function teamOrder(requests: readonly DataRequest[]): DataRequest[] {
  const rank = (r: DataRequest) => DATA_REQUEST_STATUSES.indexOf(r.status);
  return [...requests].sort((a, b) => rank(a) - rank(b) || a.replyBy - b.replyBy || a.createdAt - b.createdAt);
}

/** Whether a request not yet answered is past its reply date, or one not yet closed past its resolve date. */
export const isOverdue = (request: Pick<DataRequest, 'status' | 'replyBy' | 'resolveBy'>, now: number) =>
  (request.status === 'open' && now > request.replyBy) || (request.status !== 'closed' && now > request.resolveBy);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A request's details as the page sends them, checked again on the server. */
export const requestDetailsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['summary', 'erasure', 'withdrawal']) }),
  z.strictObject({ kind: z.literal('correction'), wrong: text(DETAIL_MAX_LENGTH), right: text(DETAIL_MAX_LENGTH) }),
  z.strictObject({
    kind: z.literal('nominee'),
    name: text(NAME_MAX_LENGTH),
    mobile: z.string().check(z.maxLength(20), z.overwrite(normalizeMobile), z.regex(MOBILE_PATTERN)),
    relation: text(NAME_MAX_LENGTH),
  }),
]);

/** What a team member sends about one request. */
export const teamActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('answer'),
    requestKey: z.string().check(z.minLength(1), z.maxLength(40)),
    answer: text(ANSWER_MAX_LENGTH),
  }),
  z.strictObject({
    action: z.enum(['close', 'erase', 'withdraw']),
    requestKey: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
]);
export type TeamAction = z.infer<typeof teamActionSchema>;
