import { Cron } from 'croner';
import { RETENTION_TIMEZONE } from '@/lib/env/cron-pattern';
import type { RunLock } from '@/lib/privacy/retention-run/run-lock';
import type { OnceClaims } from './once-claims';

export interface OnceJob {
  /** Names the job in its claims and the log. */
  name: string;
  lock: RunLock;
  claims: OnceClaims;
  /** The slot's work, run by one instance once per slot. */
  work: (slot: number) => Promise<void>;
  now: () => number;
  lockTtlMs?: number;
  log?: (message: string) => void;
}

export type SlotOutcome = 'ran' | 'locked' | 'claimed';

/** Far longer than a sending takes; a runner that died frees the lock by the next slot. */
const DEFAULT_LOCK_TTL_MS = 10 * 60_000;

/** The claim key of one slot of a job: the slot's second, the same on every instance. */
export const slotKey = (name: string, slot: number) => `${name}:${new Date(slot).toISOString().slice(0, 19)}`;

/**
 * One slot: whoever takes the lock claims the slot and runs it, the others skip. A lock Redis
 * cannot answer for does not stop the slot: the claim alone keeps it to one run.
 */
export async function runOnceSlot(slot: number, job: OnceJob): Promise<SlotOutcome> {
  const { lock, claims, name, log = console.info } = job;
  let locked: boolean;
  try {
    locked = await lock.acquire(job.lockTtlMs ?? DEFAULT_LOCK_TTL_MS);
  } catch (error) {
    console.warn(`${name}: lock unavailable, relying on the claim:`, error instanceof Error ? error.message : error);
    locked = true;
  }
  if (!locked) return 'locked';
  try {
    if (!(await claims.claim(slotKey(name, slot)))) {
      log(`${slotKey(name, slot)}: already run`);
      return 'claimed';
    }
    await job.work(slot);
    return 'ran';
  } finally {
    await lock.release().catch(() => undefined);
  }
}

/** Starts `job` on `pattern` (India time); answers the Cron (stop it in tests). */
export function scheduleOnce(pattern: string, job: OnceJob): Cron {
  return new Cron(pattern, { timezone: RETENTION_TIMEZONE, protect: true }, async (cron: Cron) => {
    // The slot is the time the run was due, not when this instance woke: the same on every one.
    const slot = cron.currentRun()?.getTime() ?? job.now();
    try {
      await runOnceSlot(slot, job);
    } catch (error) {
      console.error(`${job.name} failed:`, error instanceof Error ? error.message : error);
    }
  });
}
