import { FORM_NODES, type FormId } from '@/lib/forms/options';
import type { DatabaseName, RetentionSnapshot } from '@/lib/privacy/retention-run/plan';
import type { RetentionStore, RunEntry } from '@/lib/privacy/retention-run/run';
import { statusHistoryPath } from '@/lib/team/roles';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

function child(tree: Tree, path: string): unknown {
  return path.split('/').reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), tree);
}

/** Sets (or with null, deletes) a path, dropping parents left empty, as the database does. */
function write(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('/');
  const last = keys.pop() ?? '';
  const parents: [Tree, string][] = [];
  let node = tree;
  for (const key of keys) {
    if (!isTree(node[key])) {
      if (value === null) return;
      node[key] = {};
    }
    parents.push([node, key]);
    node = node[key] as Tree;
  }
  if (value === null) delete node[last];
  else node[last] = structuredClone(value);
  for (const [parent, key] of parents.reverse()) {
    if (isTree(parent[key]) && Object.keys(parent[key]).length === 0) delete parent[key];
  }
}

const FORM_IDS = Object.keys(FORM_NODES) as FormId[];
const node = (tree: Tree, path: string): Tree => {
  const found = child(tree, path);
  return isTree(found) ? structuredClone(found) : {};
};

/** Two in-memory databases (main and the survey's) behind the run's store, counting its writes. */
export function fakeRetentionStore(main: Tree = {}, survey: Tree = {}) {
  const trees: Record<DatabaseName, Tree> = { main, survey };
  const writes: { database: DatabaseName; paths: number }[] = [];
  const store: RetentionStore = {
    async snapshot(): Promise<RetentionSnapshot> {
      const perForm = (read: (formId: FormId) => Tree) =>
        Object.fromEntries(FORM_IDS.map((formId) => [formId, read(formId)])) as Record<FormId, Tree>;
      return {
        records: perForm((formId) => node(formId === 'survey' ? survey : main, FORM_NODES[formId])),
        history: perForm((formId) => node(main, statusHistoryPath(formId))),
        guardianLinks: node(main, 'guardianLinks'),
        dataRequests: node(main, 'dataRequests'),
        accessLog: node(main, 'accessLog'),
        incidents: node(main, 'privacyIncidents'),
        payments: node(main, 'payments'),
        eventRegistrations: node(main, 'eventRegistrations'),
        attendance: node(main, 'attendance'),
        submissionKeys: { main: node(main, 'submissionKeys'), survey: node(survey, 'submissionKeys') },
        formReferences: { main: node(main, 'formReferences'), survey: node(survey, 'formReferences') },
        pushSubscriptions: node(main, 'pushSubscriptions'),
        scheduledSends: node(main, 'scheduledSends'),
      };
    },
    async update(database, values) {
      writes.push({ database, paths: Object.keys(values).length });
      for (const [path, value] of Object.entries(values)) write(trees[database], path, value);
    },
    async changeExisting(database, path, change) {
      const current = child(trees[database], path);
      if (!isTree(current)) return false;
      writes.push({ database, paths: 1 });
      write(trees[database], path, change(structuredClone(current)));
      return true;
    },
    async claimRun(key, entry) {
      if (child(main, `retentionRuns/${key}`) !== undefined) return false;
      write(main, `retentionRuns/${key}`, entry);
      return true;
    },
    async finishRun(key, entry: RunEntry) {
      write(main, `retentionRuns/${key}`, entry);
    },
  };
  return { store, main, survey, writes, read: (database: DatabaseName, path: string) => child(trees[database], path) };
}
