// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cron } from 'croner';
import { memoryOnceClaims, type OnceClaims } from '@/lib/push/once-claims';
import { runOnceSlot, scheduleOnce, slotKey } from '@/lib/push/once-schedule';
import { sendDueReminders, scheduleDayBeforeReminders, type DueReminder } from '@/lib/push/reminders';
import { processRunLock, type RunLock } from '@/lib/privacy/retention-run/run-lock';

/** A lock shared by two instances that every acquire finds free: as if it had expired each time. */
const expiredLock = (): RunLock => ({ acquire: async () => true, release: async () => undefined });
/** Redis did not answer. */
const brokenLock = (): RunLock => ({
  acquire: async () => {
    throw new Error('Redis unreachable');
  },
  release: async () => undefined,
});
/** The same lock, held across instances, in the same process. */
const sharedLock = () => {
  const lock = processRunLock();
  return () => lock;
};
const quiet = () => undefined;

describe('the once-only rule on a fake clock', () => {
  let jobs: Cron[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T12:30:10Z'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const job of jobs) job.stop();
    jobs = [];
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Two instances running the same job every minute, sharing the claims (the database). */
  function twoInstances(lock: () => RunLock, claims: OnceClaims = memoryOnceClaims()) {
    const slots: number[] = [];
    const work = async (slot: number) => void slots.push(slot);
    jobs = [1, 2].map(() =>
      scheduleOnce('* * * * *', { name: 'job', lock: lock(), claims, work, now: Date.now, log: quiet }),
    );
    return slots;
  }

  it.each([
    ['a lock that expired', expiredLock],
    ['a lock Redis cannot answer for', brokenLock],
    ['a lock they share', sharedLock()],
  ])('with %s: one send per slot, and one more the next slot', async (_, lock) => {
    const slots = twoInstances(lock);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(slots).toEqual([Date.parse('2026-11-28T12:31:00Z')]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slots).toEqual([Date.parse('2026-11-28T12:31:00Z'), Date.parse('2026-11-28T12:32:00Z')]);
  });

  it('a slot already claimed is not run again by a late instance', async () => {
    const claims = memoryOnceClaims();
    const work = vi.fn(async () => undefined);
    const job = { name: 'job', lock: expiredLock(), claims, work, now: Date.now, log: quiet };
    const slot = Date.parse('2026-11-28T12:31:00Z');
    expect(await runOnceSlot(slot, job)).toBe('ran');
    expect(await runOnceSlot(slot, job)).toBe('claimed');
    expect(await runOnceSlot(slot + 60_000, job)).toBe('ran');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('an instance that finds the lock held skips the slot, and frees nothing', async () => {
    const held: RunLock = { acquire: async () => false, release: vi.fn(async () => undefined) };
    const work = vi.fn(async () => undefined);
    const job = { name: 'job', lock: held, claims: memoryOnceClaims(), work, now: Date.now, log: quiet };
    expect(await runOnceSlot(0, job)).toBe('locked');
    expect(work).not.toHaveBeenCalled();
    expect(held.release).not.toHaveBeenCalled();
  });

  it('names a slot by its due time, the same on every instance', () => {
    expect(slotKey('job', Date.parse('2026-11-28T12:31:00.400Z'))).toBe('job:2026-11-28T12:31:00');
  });
});

describe('day-before reminders', () => {
  const reminder = (key: string): DueReminder => ({
    key,
    subscriptionIds: [`sub-${key}`],
    locale: 'hi',
    title: 'कल: फ़ुटबॉल ट्रायल',
    body: 'सुबह 7:30, सासाराम स्टेडियम',
    url: '/hi/blog/football-trials',
  });

  it('sends each due reminder once, even when two slots see it', async () => {
    const send = vi.fn(async () => undefined);
    const deps = {
      dueReminders: async () => [reminder('e1:r1'), reminder('e1:r2')],
      send,
      lock: expiredLock(),
      claims: memoryOnceClaims(),
      now: Date.now,
      log: quiet,
    };
    expect(await sendDueReminders(1, deps)).toBe(2);
    expect(await sendDueReminders(2, deps)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith(
      { subscriptionIds: ['sub-e1:r1'], tokens: undefined },
      { locale: 'hi', title: 'कल: फ़ुटबॉल ट्रायल', body: 'सुबह 7:30, सासाराम स्टेडियम', url: '/hi/blog/football-trials' },
    );
  });

  it('on two instances at 18:00 India time, asks for the due reminders once and sends them once', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T12:29:00Z')); // 17:59 in India
    try {
      const claims = memoryOnceClaims();
      const send = vi.fn(async () => undefined);
      const dueReminders = vi.fn(async () => [reminder('e1:r1')]);
      const jobs = [1, 2].map(() =>
        scheduleDayBeforeReminders({ dueReminders, send, lock: expiredLock(), claims, now: Date.now, log: quiet }),
      );
      await vi.advanceTimersByTimeAsync(61_000);
      expect(dueReminders).toHaveBeenCalledTimes(1);
      expect(dueReminders).toHaveBeenCalledWith(Date.parse('2026-11-28T12:30:00Z'));
      expect(send).toHaveBeenCalledTimes(1);
      for (const job of jobs) job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
