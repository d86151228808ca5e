import 'server-only';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { RETENTION_OFF } from '@/lib/env/cron-pattern';
import { serverEnv } from '@/lib/env/server';
import { processRunLock, redisRunLock } from '@/lib/privacy/retention-run/run-lock';
import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis-connection.mjs';
import { databaseOnceClaims } from './once-claims-database';
import { DEFAULT_REMINDER_SCHEDULE, scheduleDayBeforeReminders, type DueReminder } from './reminders';
import { sendToSubscriptions } from './send';

export const REMINDER_LOCK_KEY = `${KEY_PREFIX}push:reminders:lock`;

/**
 * Called once per server process from instrumentation.ts. `dueReminders` is the events'
 * registrations: who comes tomorrow and asked for alerts (lib/events/registration-alerts.ts).
 */
export function startReminderSchedule(dueReminders: (now: number) => Promise<DueReminder[]>) {
  const pattern = serverEnv().PUSH_REMINDER_SCHEDULE ?? DEFAULT_REMINDER_SCHEDULE;
  if (pattern === RETENTION_OFF) return null;
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const client = sharedRedis();
  return scheduleDayBeforeReminders({
    pattern,
    dueReminders,
    send: sendToSubscriptions,
    lock: client ? redisRunLock(client, instance, REMINDER_LOCK_KEY) : processRunLock(),
    claims: databaseOnceClaims(),
    now: Date.now,
  });
}
