import { FORM_NODES, type FormId } from '@/lib/forms/options';
import { indiaMidnight } from '@/lib/privacy/access-log-types';
import {
  ACCESS_LOG_NODE,
  ATTENDANCE_NODE,
  DATA_REQUESTS_NODE,
  GUARDIAN_LINKS_NODE,
  INCIDENTS_NODE,
  PAYMENTS_NODE,
  EVENT_REGISTRATIONS_NODE,
  PUSH_SUBSCRIPTIONS_NODE,
  SCHEDULED_SENDS_NODE,
} from '@/lib/privacy/nodes';
import { REGISTRANT_PERSONAL_FIELDS } from '@/lib/privacy/personal-fields';
import type { ErasableRecord } from '@/lib/privacy/personal-fields';
import { isAwaitingGuardian, isErased, type ErasureMark } from '@/lib/privacy/record-state';
import {
  assessmentYearEndAfter,
  dueAt,
  RETENTION_RULES,
  retentionRule,
  type RetentionKind,
} from '@/lib/privacy/retention';
import { statusHistoryPath } from '@/lib/team/roles';
import { pushKeyTime } from './push-key-time';
import { surveyClosedAt } from './survey-closing';

/**
 * What the nightly run would remove, from a snapshot of the nodes it looks at: pure, so the dry
 * run, the run and the tests share it. Each item is either a set of paths to write at once (null
 * deletes a path) or the erasure of one record's personal fields, which the run makes as a change
 * of the record as it then is (a record deleted meanwhile is not brought back as a stub of its
 * mark). Planned only from what exists and is not already erased, so a second run over the result
 * plans nothing.
 */

export type DatabaseName = 'main' | 'survey';

interface PlannedItem {
  kind: RetentionKind;
  database: DatabaseName;
  /** The record's reference, where it has one (shown in the dry run). */
  reference?: string;
}

export interface PlannedErasure {
  form: ErasableRecord;
  /** The record's path in its database. */
  path: string;
  mark: ErasureMark;
}

export type PlannedRemoval = PlannedItem & ({ updates: Record<string, unknown> } | { erase: PlannedErasure });

type Node = Record<string, unknown>;

/** The nodes the run reads; a missing node is empty. */
export interface RetentionSnapshot {
  /** Each form's records, keyed by record key (the survey's from its own database). */
  records: Record<FormId, Node>;
  /** statusHistory/<form node>: record key → entry key → entry. */
  history: Record<FormId, Node>;
  guardianLinks: Node;
  dataRequests: Node;
  accessLog: Node;
  incidents: Node;
  /** Payments and donations (main database). */
  payments: Node;
  /** Events' rosters, by post slug (main database). */
  eventRegistrations?: Node;
  /** Training sessions and their marks, by `<date>_<age group>` (main database). */
  attendance: Node;
  /** submissionKeys/<form>/<id> and formReferences/<ref>, in each database. */
  submissionKeys: Record<DatabaseName, Node>;
  formReferences: Record<DatabaseName, Node>;
  /** pushSubscriptions/<hash> and scheduledSends/<key> (main database). */
  pushSubscriptions: Node;
  scheduledSends: Node;
}

/** The last moment of a day (YYYY-MM-DD) in India. */
const endOfIndianDay = (date: string) => Date.parse(`${date}T23:59:59.999+05:30`);

/** A reference or link younger than this may belong to a record still being written: left alone. */
const BOOKKEEPING_GRACE_MS = 24 * 60 * 60 * 1000;

const FORM_IDS = Object.keys(FORM_NODES) as FormId[];

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const numberIn = (value: unknown, field: string): number | undefined =>
  isObject(value) && typeof value[field] === 'number' ? value[field] : undefined;
const stringIn = (value: unknown, field: string): string | undefined =>
  isObject(value) && typeof value[field] === 'string' ? value[field] : undefined;
const entriesOf = (node: unknown): [string, unknown][] => (isObject(node) ? Object.entries(node) : []);
const databaseOf = (formId: FormId): DatabaseName => (formId === 'survey' ? 'survey' : 'main');
const isDue = (kind: RetentionKind, eventAt: number | undefined, now: number) =>
  eventAt !== undefined && dueAt(eventAt, retentionRule(kind).period) <= now;

/** A record's status entries, oldest first. */
function statusEntries(history: unknown): { status: string; at: number }[] {
  return entriesOf(history)
    .flatMap(([, entry]) => {
      const status = stringIn(entry, 'status');
      const at = numberIn(entry, 'at');
      return status !== undefined && at !== undefined ? [{ status, at }] : [];
    })
    .sort((a, b) => a.at - b.at);
}

/** When each form's record reached the event its rule counts from; undefined while it has not. */
const EVENT_OF: Record<FormId, (record: Node, history: unknown, surveyClosed: number) => number | undefined> = {
  survey: (_record, _history, surveyClosed) => surveyClosed,
  membership: (_record, history) => {
    const last = statusEntries(history).at(-1);
    return last && (last.status === 'declined' || last.status === 'ended') ? last.at : undefined;
  },
  complaint: (_record, history) =>
    statusEntries(history).find(({ status }) => status === 'resolved' || status === 'closed')?.at,
  contact: (record, history) =>
    statusEntries(history).findLast(({ status }) => status === 'replied')?.at ?? numberIn(record, 'createdAt'),
};

const KIND_OF: Record<FormId, RetentionKind> = {
  survey: 'surveyContact',
  membership: 'membership',
  complaint: 'complaint',
  contact: 'contact',
};

/** The whole record, with its status history and the parent's links that point to it. */
function deletion(kind: RetentionKind, formId: FormId, key: string, record: Node, extra: string[]): PlannedRemoval {
  const reference = stringIn(record, 'reference');
  const updates: Record<string, unknown> = { [`${FORM_NODES[formId]}/${key}`]: null };
  for (const path of extra) updates[path] = null;
  return { kind, database: databaseOf(formId), ...(reference ? { reference } : {}), updates };
}

/** The record's personal fields, with the mark that says when and why they went. */
function erasure(kind: RetentionKind, formId: FormId, key: string, record: Node, now: number): PlannedRemoval {
  const reference = stringIn(record, 'reference');
  const erase: PlannedErasure = {
    form: formId,
    path: `${FORM_NODES[formId]}/${key}`,
    mark: { erasedAt: now, erasedBecause: kind },
  };
  return { kind, database: databaseOf(formId), ...(reference ? { reference } : {}), erase };
}

/** Deletions of whole entries of a node whose event time is `eventField`. */
function expiredEntries(kind: RetentionKind, node: string, entries: Node, eventField: string, now: number) {
  return entriesOf(entries)
    .filter(([, entry]) => isDue(kind, numberIn(entry, eventField), now))
    .map(([key, entry]): PlannedRemoval => {
      const reference = stringIn(entry, 'reference');
      return { kind, database: 'main', ...(reference ? { reference } : {}), updates: { [`${node}/${key}`]: null } };
    });
}

export function planRetention(now: number, data: RetentionSnapshot, surveyClosesOn: string): PlannedRemoval[] {
  const plan: PlannedRemoval[] = [];
  /** form → keys of the records this plan deletes. */
  const deleted = new Map<FormId, Set<string>>(FORM_IDS.map((formId) => [formId, new Set<string>()]));
  const surveyClosed = surveyClosedAt(surveyClosesOn);
  /** `<form>/<record key>` → the hashes of the parent's links to that record. */
  const linksOf = new Map<string, string[]>();
  for (const [hash, link] of entriesOf(data.guardianLinks)) {
    const target = `${stringIn(link, 'form')}/${stringIn(link, 'recordKey')}`;
    linksOf.set(target, [...(linksOf.get(target) ?? []), hash]);
  }
  const handledLinks = new Set<string>();
  // The status history lives in the main database for every form, so it is removed apart from a
  // survey record (its own database); the links always live in the main one.
  const deleteRecord = (kind: RetentionKind, formId: FormId, key: string, record: Node) => {
    const history = isObject(data.history[formId]) && data.history[formId][key] !== undefined;
    const links = linksOf.get(`${formId}/${key}`) ?? [];
    links.forEach((hash) => handledLinks.add(hash));
    const mainPaths = [
      ...(history ? [statusHistoryPath(formId, key)] : []),
      ...links.map((hash) => `${GUARDIAN_LINKS_NODE}/${hash}`),
    ];
    if (databaseOf(formId) === 'main') {
      plan.push(deletion(kind, formId, key, record, mainPaths));
    } else {
      plan.push(deletion(kind, formId, key, record, []));
      if (mainPaths.length > 0) {
        plan.push({ kind, database: 'main', updates: Object.fromEntries(mainPaths.map((path) => [path, null])) });
      }
    }
    deleted.get(formId)?.add(key);
  };

  for (const formId of FORM_IDS) {
    const history = isObject(data.history[formId]) ? data.history[formId] : {};
    for (const [key, record] of entriesOf(data.records[formId])) {
      if (!isObject(record)) continue;
      // A record waiting for a parent is the awaitingGuardian rule's alone: deleted, never erased.
      if (isAwaitingGuardian(record)) {
        const askedAt = isObject(record.guardianConsent) ? numberIn(record.guardianConsent, 'askedAt') : undefined;
        if (isDue('awaitingGuardian', askedAt, now)) deleteRecord('awaitingGuardian', formId, key, record);
        continue;
      }
      const kind = KIND_OF[formId];
      if (!isDue(kind, EVENT_OF[formId](record, history[key], surveyClosed), now)) continue;
      if (retentionRule(kind).removes === 'personalFields') {
        if (!isErased(record)) plan.push(erasure(kind, formId, key, record, now));
      } else {
        deleteRecord(kind, formId, key, record);
      }
    }
  }

  const recordGone = (formId: FormId, key: string) =>
    deleted.get(formId)?.has(key) === true || !isObject(data.records[formId]) || !(key in data.records[formId]);
  const oldEnough = (key: string) => {
    const madeAt = pushKeyTime(key);
    return madeAt === undefined || madeAt + BOOKKEEPING_GRACE_MS <= now;
  };
  const isFormId = (value: string | undefined): value is FormId =>
    value !== undefined && (FORM_IDS as readonly string[]).includes(value);

  // A parent's link: gone with its record, or once it has expired.
  for (const [hash, link] of entriesOf(data.guardianLinks)) {
    if (handledLinks.has(hash)) continue;
    const form = stringIn(link, 'form');
    const recordKey = stringIn(link, 'recordKey');
    const expiresAt = numberIn(link, 'expiresAt');
    const orphan = isFormId(form) && recordKey !== undefined && recordGone(form, recordKey) && oldEnough(recordKey);
    if (orphan || (expiresAt !== undefined && expiresAt <= now)) {
      plan.push({ kind: 'awaitingGuardian', database: 'main', updates: { [`${GUARDIAN_LINKS_NODE}/${hash}`]: null } });
    }
  }

  // A payer's details are kept as the Income-tax Rules ask of a trust's accounts, then erased; the
  // payment (amount, purpose, reference, receipt) stays in the accounts. Counted from the receipt
  // in force when there is one, else from when the payment was asked for.
  for (const [key, payment] of entriesOf(data.payments)) {
    if (!isObject(payment) || isErased(payment)) continue;
    const at = numberIn(payment.receipt, 'issuedAt') ?? numberIn(payment, 'createdAt');
    if (at === undefined || !isDue('payment', assessmentYearEndAfter(at), now)) continue;
    const reference = stringIn(payment, 'reference');
    plan.push({
      kind: 'payment',
      database: 'main',
      ...(reference ? { reference } : {}),
      erase: { form: 'payment', path: `${PAYMENTS_NODE}/${key}`, mark: { erasedAt: now, erasedBecause: 'payment' } },
    });
  }

  // An event's registrants lose their names and numbers; their age band, status and check-in stay,
  // which is what counting who came needs.
  for (const [slug, roster] of entriesOf(data.eventRegistrations)) {
    const eventDate = isObject(roster) ? stringIn(roster.settings, 'eventDate') : undefined;
    if (!eventDate || !isDue('eventRegistration', endOfIndianDay(eventDate), now)) continue;
    for (const [entryId, entry] of entriesOf(isObject(roster) ? roster.entries : undefined)) {
      if (!isObject(entry) || numberIn(entry, 'erasedAt') !== undefined) continue;
      const path = `${EVENT_REGISTRATIONS_NODE}/${slug}/entries/${entryId}`;
      plan.push({
        kind: 'eventRegistration',
        database: 'main',
        updates: Object.fromEntries([
          ...REGISTRANT_PERSONAL_FIELDS.map((field) => [`${path}/${field}`, null]),
          [`${path}/erasedAt`, now],
        ]),
      });
    }
  }

  // A training session goes whole, its marks with it, counted from the day it was held.
  for (const [key, session] of entriesOf(data.attendance)) {
    const heldOn = indiaMidnight(stringIn(session, 'date') ?? '');
    if (Number.isNaN(heldOn) || !isDue('attendance', heldOn, now)) continue;
    plan.push({ kind: 'attendance', database: 'main', updates: { [`${ATTENDANCE_NODE}/${key}`]: null } });
  }

  plan.push(
    ...expiredEntries('dataRequest', DATA_REQUESTS_NODE, data.dataRequests, 'closedAt', now),
    ...expiredEntries('accessLog', ACCESS_LOG_NODE, data.accessLog, 'at', now),
    ...expiredEntries('incident', INCIDENTS_NODE, data.incidents, 'closedAt', now),
    ...expiredEntries('pushSubscription', PUSH_SUBSCRIPTIONS_NODE, data.pushSubscriptions, 'updatedAt', now),
    ...expiredEntries('scheduledSends', SCHEDULED_SENDS_NODE, data.scheduledSends, 'claimedAt', now),
  );

  for (const database of ['main', 'survey'] as const) {
    // A repeat of a submission still owns its reference while its claim lasts.
    const claimedReferences = new Set<string>();
    for (const [formId, claims] of entriesOf(data.submissionKeys[database])) {
      for (const [id, claim] of entriesOf(claims)) {
        if (isDue('submissionKeys', numberIn(claim, 'at'), now)) {
          plan.push({ kind: 'submissionKeys', database, updates: { [`submissionKeys/${formId}/${id}`]: null } });
        } else {
          const reference = stringIn(claim, 'reference');
          if (reference) claimedReferences.add(reference);
        }
      }
    }
    for (const [reference, entry] of entriesOf(data.formReferences[database])) {
      const form = stringIn(entry, 'form');
      const recordKey = stringIn(entry, 'recordKey');
      if (!isFormId(form) || recordKey === undefined || claimedReferences.has(reference)) continue;
      if (recordGone(form, recordKey) && oldEnough(recordKey)) {
        plan.push({ kind: 'formReferences', database, reference, updates: { [`formReferences/${reference}`]: null } });
      }
    }
  }
  return plan;
}

/** How many items of each rule a plan holds (every rule listed, 0 when none). */
export function countByKind(plan: readonly PlannedRemoval[]): Record<RetentionKind, number> {
  const counts = Object.fromEntries(RETENTION_RULES.map(({ kind }) => [kind, 0])) as Record<RetentionKind, number>;
  for (const item of plan) counts[item.kind] += 1;
  return counts;
}
