import { Cron } from 'croner';
import { RETENTION_TIMEZONE } from '@/lib/env/cron-pattern';
import { runKeyOf } from './run-key';
import { runRetention, type RetentionStore } from './run';
import type { RunLock } from './run-lock';

/** Nightly at 02:30 in India, when the team is asleep and the site quiet. */
export const DEFAULT_RETENTION_SCHEDULE = '30 2 * * *';
/** Far longer than a run takes: a runner that died leaves a lock that frees itself by the next slot. */
export const LOCK_TTL_MS = 30 * 60 * 1000;

export interface SlotOptions {
  store: RetentionStore;
  lock: RunLock;
  instance: string;
  now: () => number;
  sweepMemory?: () => number;
  log?: (message: string) => void;
}

/**
 * One scheduled slot: whoever takes the lock runs it, the others skip; the run's entry then makes
 * sure the slot runs once even if the lock expired. A lock that Redis cannot answer for does not
 * stop the night's run: the entry alone still keeps it to one.
 */
export async function runSlot(
  slot: number,
  { store, lock, instance, now, sweepMemory, log = console.info }: SlotOptions,
) {
  let locked: boolean;
  try {
    locked = await lock.acquire(LOCK_TTL_MS);
  } catch (error) {
    console.warn(
      'Retention lock unavailable, relying on the run entry:',
      error instanceof Error ? error.message : error,
    );
    locked = true;
  }
  if (!locked) return null;
  try {
    const entry = await runRetention({ store, now, runKey: runKeyOf(slot), instance, sweepMemory, log });
    if (!entry) log(`Retention ${runKeyOf(slot)}: already run`);
    return entry;
  } finally {
    await lock.release().catch(() => undefined);
  }
}

/** Starts the schedule; answers the job (stop it in tests). */
export function scheduleRetention(pattern: string, options: SlotOptions): Cron {
  return new Cron(pattern, { timezone: RETENTION_TIMEZONE, protect: true }, async (job: Cron) => {
    const slot = job.currentRun()?.getTime() ?? options.now();
    try {
      await runSlot(slot, options);
    } catch (error) {
      console.error('Retention run failed:', error instanceof Error ? error.message : error);
    }
  });
}
