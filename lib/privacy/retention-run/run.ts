import type { ChangeExisting } from '@/lib/firebase/admin';
import { siteConfig } from '@/lib/site-config';
import { erasedRecord } from '@/lib/privacy/erasure';
import type { RetentionKind } from '@/lib/privacy/retention';
import { countByKind, planRetention, type DatabaseName, type PlannedRemoval, type RetentionSnapshot } from './plan';

/** One run's entry under retentionRuns/<run key>. */
export interface RunEntry {
  startedAt: number;
  finishedAt?: number;
  counts?: Record<RetentionKind, number>;
  /** Expired entries forgotten from this process's shared-store memory. */
  memorySwept?: number;
  instance: string;
}

/** What the run reads and writes (the admin SDK in ./retention-store.ts, a fake in the tests). */
export interface RetentionStore {
  snapshot(): Promise<RetentionSnapshot>;
  /** Writes every path at once (null deletes). */
  update(database: DatabaseName, values: Record<string, unknown>): Promise<void>;
  /** Changes the object at `path` in one step; false, writing nothing, when nothing is there. */
  changeExisting: ChangeExisting;
  /** Creates the run's entry unless one is there: false when another instance had the slot. */
  claimRun(key: string, entry: RunEntry): Promise<boolean>;
  finishRun(key: string, entry: RunEntry): Promise<void>;
}

/** Paths per multi-path update: small enough for one request, few enough requests for a night. */
export const BATCH_PATHS = 200;
/** Records erased at the same time. */
const ERASURES_AT_ONCE = 20;

/** The plan's updates, per database, in writes of at most `batchPaths` paths (an item never split). */
export function batchesOf(plan: readonly PlannedRemoval[], batchPaths = BATCH_PATHS) {
  const batches: { database: DatabaseName; values: Record<string, unknown> }[] = [];
  for (const database of ['main', 'survey'] as const) {
    let values: Record<string, unknown> = {};
    let size = 0;
    for (const item of plan) {
      if (item.database !== database || !('updates' in item)) continue;
      const paths = Object.keys(item.updates).length;
      if (size > 0 && size + paths > batchPaths) {
        batches.push({ database, values });
        values = {};
        size = 0;
      }
      Object.assign(values, item.updates);
      size += paths;
    }
    if (size > 0) batches.push({ database, values });
  }
  return batches;
}

export interface RunOptions {
  store: RetentionStore;
  now: () => number;
  runKey: string;
  instance: string;
  /** Forgets the expired entries of the process's shared-store memory; answers how many. */
  sweepMemory?: () => number;
  batchPaths?: number;
  log?: (message: string) => void;
}

/**
 * One retention run: claims the slot's entry (a slot already run is not run again, whatever the
 * lock's TTL), plans from what is stored now, writes the plan in batches and records the counts.
 * Answers the entry, or null when the slot was taken.
 */
export async function runRetention({
  store,
  now,
  runKey,
  instance,
  sweepMemory,
  batchPaths,
  log = console.info,
}: RunOptions): Promise<RunEntry | null> {
  const startedAt = now();
  if (!(await store.claimRun(runKey, { startedAt, instance }))) return null;
  const plan = planRetention(startedAt, await store.snapshot(), siteConfig.surveyClosesOn);
  for (const { database, values } of batchesOf(plan, batchPaths)) await store.update(database, values);
  const erasures = plan.flatMap((item) => ('erase' in item ? [{ database: item.database, ...item.erase }] : []));
  // One change per record, a few at a time: each reads the record as it is when it is erased.
  for (let from = 0; from < erasures.length; from += ERASURES_AT_ONCE) {
    await Promise.all(
      erasures
        .slice(from, from + ERASURES_AT_ONCE)
        .map(({ database, path, form, mark }) =>
          store.changeExisting(database, path, (current) => erasedRecord(form, current, mark)),
        ),
    );
  }
  const counts = countByKind(plan);
  const memorySwept = sweepMemory?.() ?? 0;
  for (const [kind, count] of Object.entries(counts)) log(`Retention ${runKey}: ${kind} ${count}`);
  log(`Retention ${runKey}: expired shared-store entries in memory ${memorySwept}`);
  const entry: RunEntry = { startedAt, finishedAt: now(), counts, memorySwept, instance };
  await store.finishRun(runKey, entry);
  return entry;
}
