import 'server-only';
import type { Database } from 'firebase-admin/database';
import { adminDatabase, changeExisting, withDatabaseTimeout } from '@/lib/firebase/admin';
import { SUBMISSION_KEYS_NODE, REFERENCES_NODE } from '@/lib/forms/submission-service';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import {
  ACCESS_LOG_NODE,
  ATTENDANCE_NODE,
  DATA_REQUESTS_NODE,
  GUARDIAN_LINKS_NODE,
  INCIDENTS_NODE,
  PAYMENTS_NODE,
  EVENT_REGISTRATIONS_NODE,
  PUSH_SUBSCRIPTIONS_NODE,
  RETENTION_RUNS_NODE,
  SCHEDULED_SENDS_NODE,
} from '@/lib/privacy/nodes';
import { statusHistoryPath } from '@/lib/team/roles';
import type { DatabaseName, RetentionSnapshot } from './plan';
import type { RetentionStore, RunEntry } from './run';

/** Children read per request: a node of years of records is never read in one answer. */
const PAGE_SIZE = 500;

type Node = Record<string, unknown>;

/** A node's children, read a page at a time in key order. */
async function readPaged(db: Database, path: string, pageSize = PAGE_SIZE): Promise<Node> {
  const all: Node = {};
  let after: string | undefined;
  for (;;) {
    const ordered = db.ref(path).orderByKey();
    const query = (after === undefined ? ordered : ordered.startAfter(after)).limitToFirst(pageSize);
    const page = (await withDatabaseTimeout(query.get(), path)).val() as Node | null;
    const keys = Object.keys(page ?? {});
    Object.assign(all, page);
    if (keys.length < pageSize) return all;
    after = keys.sort().at(-1);
  }
}

const FORM_IDS = Object.keys(FORM_NODES) as FormId[];

async function perForm(read: (formId: FormId) => Promise<Node>): Promise<Record<FormId, Node>> {
  const entries = await Promise.all(FORM_IDS.map(async (formId) => [formId, await read(formId)] as const));
  return Object.fromEntries(entries) as Record<FormId, Node>;
}

/** The run's reads and writes through the admin SDK: the main database and the survey's own. */
export function adminRetentionStore(): RetentionStore {
  const databases = async () => ({ main: await adminDatabase('main'), survey: await adminDatabase('survey') });
  return {
    async snapshot(): Promise<RetentionSnapshot> {
      const { main, survey } = await databases();
      const dbOf = (database: DatabaseName) => (database === 'survey' ? survey : main);
      const formDb = (formId: FormId) => (formId === 'survey' ? survey : main);
      const [
        records,
        history,
        guardianLinks,
        dataRequests,
        accessLog,
        incidents,
        payments,
        eventRegistrations,
        attendance,
        pushSubscriptions,
        scheduledSends,
      ] = await Promise.all([
        perForm((formId) => readPaged(formDb(formId), FORM_NODES[formId])),
        perForm((formId) => readPaged(main, statusHistoryPath(formId))),
        readPaged(main, GUARDIAN_LINKS_NODE),
        readPaged(main, DATA_REQUESTS_NODE),
        readPaged(main, ACCESS_LOG_NODE),
        readPaged(main, INCIDENTS_NODE),
        readPaged(main, PAYMENTS_NODE),
        readPaged(main, EVENT_REGISTRATIONS_NODE),
        readPaged(main, ATTENDANCE_NODE),
        readPaged(main, PUSH_SUBSCRIPTIONS_NODE),
        readPaged(main, SCHEDULED_SENDS_NODE),
      ]);
      // One database may hold both (no survey project of its own): read it once.
      const sameDatabase = main === survey;
      const bookkeeping = async (node: string) => {
        const mainNode = await readPaged(main, node);
        return { main: mainNode, survey: sameDatabase ? {} : await readPaged(dbOf('survey'), node) };
      };
      const [submissionKeys, formReferences] = await Promise.all([
        bookkeeping(SUBMISSION_KEYS_NODE),
        bookkeeping(REFERENCES_NODE),
      ]);
      return {
        records,
        history,
        guardianLinks,
        dataRequests,
        accessLog,
        incidents,
        payments,
        eventRegistrations,
        attendance,
        submissionKeys,
        formReferences,
        pushSubscriptions,
        scheduledSends,
      };
    },
    async update(database, values) {
      const { main, survey } = await databases();
      await withDatabaseTimeout((database === 'survey' ? survey : main).ref().update(values), 'retention batch');
    },
    changeExisting,
    async claimRun(key, entry) {
      const { main } = await databases();
      const path = `${RETENTION_RUNS_NODE}/${key}`;
      const result = await withDatabaseTimeout(
        main.ref(path).transaction((current: unknown) => (current === null ? entry : undefined), undefined, false),
        path,
      );
      return result.committed;
    },
    async finishRun(key, entry) {
      const { main } = await databases();
      await withDatabaseTimeout(main.ref(`${RETENTION_RUNS_NODE}/${key}`).set(entry), RETENTION_RUNS_NODE);
    },
  };
}

/** The newest run's key and entry, or null before the first. */
export async function lastRetentionRun(): Promise<{ key: string; entry: RunEntry } | null> {
  const main = await adminDatabase('main');
  const query = main.ref(RETENTION_RUNS_NODE).orderByKey().limitToLast(1);
  const value = (await withDatabaseTimeout(query.get(), RETENTION_RUNS_NODE)).val() as Record<string, RunEntry> | null;
  const [found] = Object.entries(value ?? {});
  return found ? { key: found[0], entry: found[1] } : null;
}
