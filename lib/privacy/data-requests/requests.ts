import { newComplaintSecret } from '@/lib/forms/secret-code';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import type { appendAccessEntry } from '@/lib/privacy/access-log';
import { DATA_REQUESTS_NODE, OPEN_DATA_REQUESTS_NODE } from '@/lib/privacy/nodes';
import { erasedRecord } from '@/lib/privacy/erasure';
import { isErased, type ErasureMark } from '@/lib/privacy/record-state';
import { requestDeadlines } from '@/lib/privacy/working-days';
import { dataRequestFrom, dataRequestsFrom, teamOrder, type DataRequest, type DataRequestDetails } from './model';
import type { FoundRecord } from './proof';

/**
 * Making a person's request, and the team's work on it. One open request per kind per record:
 * the first claims openDataRequests/<record key>/<kind> (a transaction, so a double tap or two
 * instances at once cannot both win); a repeat is shown the open one. Closing gives the claim back.
 */

export interface RequestStore {
  /** A fresh push key under `node`; nothing is written. */
  newKey(node: string): string;
  /** Sets `path` to `value` unless something is there; answers what was there, or null if this call set it. */
  claim(path: string, value: Record<string, unknown>): Promise<unknown>;
  read(path: string): Promise<unknown>;
  /** Writes every path at once (null removes). */
  update(values: Record<string, unknown>): Promise<void>;
  /** Changes the object at `path` in one step; false, writing nothing, when nothing is there. */
  changeExisting(path: string, change: (current: Record<string, unknown>) => Record<string, unknown>): Promise<boolean>;
}

export const openRequestPath = (recordKey: string, kind: string) => `${OPEN_DATA_REQUESTS_NODE}/${recordKey}/${kind}`;
const requestPath = (key: string) => `${DATA_REQUESTS_NODE}/${key}`;

export type AskResult = { request: DataRequest; repeated: boolean; code?: string };

/** What a request stores of its details: only what its kind asks for. */
function storedDetails(details: DataRequestDetails): Record<string, string> {
  if (details.kind === 'correction') return { wrong: details.wrong, right: details.right };
  if (details.kind === 'nominee') return { name: details.name, mobile: details.mobile, relation: details.relation };
  return {};
}

/**
 * Records a proven person's request, or answers the open one of the same kind. An erasure comes
 * with a code, shown once: once the record's mobile number is erased, the code is what still lets
 * the person read the team's answer.
 */
export async function askRequest(
  found: FoundRecord,
  details: DataRequestDetails,
  store: RequestStore,
  now: number = Date.now(),
): Promise<AskResult> {
  const claimPath = openRequestPath(found.recordKey, details.kind);
  const freshKey = store.newKey(DATA_REQUESTS_NODE);
  const earlier = await store.claim(claimPath, { requestKey: freshKey, at: now });
  const key =
    typeof earlier === 'object' &&
    earlier !== null &&
    typeof (earlier as { requestKey?: unknown }).requestKey === 'string'
      ? (earlier as { requestKey: string }).requestKey
      : freshKey;
  if (key !== freshKey) {
    const open = dataRequestFrom(key, await store.read(requestPath(key)));
    if (open) return { request: open, repeated: true };
    // The first request died between its claim and its write: this one writes it.
  }
  const secret = details.kind === 'erasure' ? await newComplaintSecret(found.reference) : null;
  const stored: Omit<DataRequest, 'key'> = {
    form: found.form,
    recordKey: found.recordKey,
    reference: found.reference,
    kind: details.kind,
    details: storedDetails(details),
    createdAt: now,
    ...requestDeadlines(now),
    status: 'open',
    ...(secret ? { secretHash: secret.hash } : {}),
  };
  await store.update({ [requestPath(key)]: stored });
  const request: DataRequest = { key, ...stored };
  return secret ? { request, repeated: false, code: secret.code } : { request, repeated: false };
}

/** Every request, open first, for the team's panel. */
export const listRequests = async (store: RequestStore) =>
  teamOrder(dataRequestsFrom(await store.read(DATA_REQUESTS_NODE)));

export interface TeamMember {
  memberId: string;
  name: string;
}

type AccessEntry = Parameters<typeof appendAccessEntry>[0];

export interface TeamDeps {
  /** The requests' database. */
  store: RequestStore;
  /** The database a form's records are kept in (the survey may have its own). */
  recordStore: (form: FormId) => Promise<RequestStore>;
  appendAccessEntry: (entry: AccessEntry) => Promise<void>;
  now?: () => number;
}

export type TeamActionResult = { ok: true; request: DataRequest } | { ok: false; code: 'notFound' | 'conflict' };

async function readRequest(store: RequestStore, key: string) {
  return dataRequestFrom(key, await store.read(requestPath(key)));
}

const logEntry = (member: TeamMember, action: AccessEntry['action'], request: DataRequest): AccessEntry => ({
  by: member.memberId,
  byName: member.name,
  action,
  form: request.form,
  recordKey: request.recordKey,
  reference: request.reference,
  count: 1,
});

/** Records the team's answer; the person sees it on the page. A closed request's answer stays as it was. */
export async function answerRequest(
  key: string,
  answer: string,
  member: TeamMember,
  deps: TeamDeps,
): Promise<TeamActionResult> {
  const request = await readRequest(deps.store, key);
  if (!request) return { ok: false, code: 'notFound' };
  if (request.status === 'closed') return { ok: false, code: 'conflict' };
  const answeredAt = (deps.now ?? Date.now)();
  const changes = { answer, answeredAt, answeredBy: member.name, status: 'answered' as const };
  await deps.store.update(
    Object.fromEntries(Object.entries(changes).map(([field, value]) => [`${requestPath(key)}/${field}`, value])),
  );
  await deps.appendAccessEntry(logEntry(member, 'answer', request));
  return { ok: true, request: { ...request, ...changes } };
}

/** Closes an answered request, and lets the person ask for the same again later. */
export async function closeRequest(key: string, member: TeamMember, deps: TeamDeps): Promise<TeamActionResult> {
  const request = await readRequest(deps.store, key);
  if (!request) return { ok: false, code: 'notFound' };
  // The person is owed an answer before the request can be put away.
  if (request.status !== 'answered') return { ok: false, code: 'conflict' };
  const closedAt = (deps.now ?? Date.now)();
  await deps.store.update({
    [`${requestPath(key)}/status`]: 'closed',
    [`${requestPath(key)}/closedAt`]: closedAt,
    [openRequestPath(request.recordKey, request.kind)]: null,
  });
  return { ok: true, request: { ...request, status: 'closed', closedAt } };
}

/**
 * Erases the record an erasure request is about: exactly its form's personal fields go, and the
 * erasure mark says when and why. The rest stays: a survey's answers still count in the insights,
 * a complaint's category and dates remain as the fact that one was made. Done twice, the second
 * finds nothing left to remove and changes nothing.
 */
export async function eraseForRequest(key: string, member: TeamMember, deps: TeamDeps): Promise<TeamActionResult> {
  const request = await readRequest(deps.store, key);
  if (!request || request.kind !== 'erasure') return { ok: false, code: 'notFound' };
  const recordPath = `${FORM_NODES[request.form]}/${request.recordKey}`;
  const records = await deps.recordStore(request.form);
  const mark: ErasureMark = { erasedAt: (deps.now ?? Date.now)(), erasedBecause: key };
  let erasedNow = false;
  const found = await records.changeExisting(recordPath, (current) => {
    erasedNow = !isErased(current);
    return erasedRecord(request.form, current, mark);
  });
  if (!found) return { ok: false, code: 'notFound' };
  if (erasedNow) await deps.appendAccessEntry(logEntry(member, 'erase', request));
  return { ok: true, request };
}

/** Records that the person withdrew their consent: from then on nothing more is done with the record on that basis. */
export async function recordWithdrawal(key: string, member: TeamMember, deps: TeamDeps): Promise<TeamActionResult> {
  const request = await readRequest(deps.store, key);
  if (!request || request.kind !== 'withdrawal') return { ok: false, code: 'notFound' };
  const recordPath = `${FORM_NODES[request.form]}/${request.recordKey}`;
  const records = await deps.recordStore(request.form);
  const withdrawnAt = (deps.now ?? Date.now)();
  const found = await records.changeExisting(recordPath, (current) =>
    typeof current.consentWithdrawnAt === 'number' ? current : { ...current, consentWithdrawnAt: withdrawnAt },
  );
  if (!found) return { ok: false, code: 'notFound' };
  await deps.appendAccessEntry(logEntry(member, 'consent', request));
  return { ok: true, request };
}
