import type { Cron } from 'croner';
import type { RunLock } from '@/lib/privacy/retention-run/run-lock';
import type { OnceClaims } from './once-claims';
import { scheduleOnce } from './once-schedule';
import type { PushAlert, PushRecipients } from './send';

/** One reminder to send: to whom, in which language, saying what. `key` names it for good. */
export type DueReminder = PushAlert &
  PushRecipients & {
    /** The same for the same reminder on every instance and every run, e.g. `<event id>:<registration id>`. */
    key: string;
  };

export interface ReminderDeps {
  /** The reminders due at `now` (the registrants of tomorrow's events who allowed alerts). */
  dueReminders: (now: number) => Promise<DueReminder[]>;
  send: (recipients: PushRecipients, alert: PushAlert) => Promise<unknown>;
  lock: RunLock;
  claims: OnceClaims;
  now: () => number;
  /** Default: DEFAULT_REMINDER_SCHEDULE. */
  pattern?: string;
  log?: (message: string) => void;
}

/** 18:00 in India: the evening before, when people plan their next day. */
export const DEFAULT_REMINDER_SCHEDULE = '0 18 * * *';
export const REMINDER_JOB = 'dayBeforeReminders';

/**
 * Sends each due reminder once: the slot runs on one instance, and each reminder is claimed by its
 * key before it is sent, so a reminder due in two slots (a late run, a changed schedule) goes once.
 */
export async function sendDueReminders(now: number, deps: ReminderDeps): Promise<number> {
  let sent = 0;
  for (const { key, subscriptionIds, tokens, ...alert } of await deps.dueReminders(now)) {
    if (!(await deps.claims.claim(`reminder:${key}`))) continue;
    await deps.send({ subscriptionIds, tokens }, alert);
    sent += 1;
  }
  (deps.log ?? console.info)(`Reminders: ${sent} sent`);
  return sent;
}

/** The day-before reminders on their schedule; answers the Cron (stop it in tests). */
export function scheduleDayBeforeReminders(deps: ReminderDeps): Cron {
  return scheduleOnce(deps.pattern ?? DEFAULT_REMINDER_SCHEDULE, {
    name: REMINDER_JOB,
    lock: deps.lock,
    claims: deps.claims,
    now: deps.now,
    log: deps.log,
    work: async (slot) => void (await sendDueReminders(slot, deps)),
  });
}
