import 'server-only';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { RETENTION_OFF } from '@/lib/env/cron-pattern';
import { serverEnv } from '@/lib/env/server';
import { headlinesSource } from '@/lib/news';
import { processRunLock, redisRunLock } from '@/lib/privacy/retention-run/run-lock';
import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis-connection.mjs';
import { HEADLINES_ALERT_JOB, HEADLINES_ALERT_SCHEDULE, headlineAlerts } from './headline-alerts';
import { databaseOnceClaims } from './once-claims-database';
import { scheduleOnce } from './once-schedule';
import { sendAlerts } from './send';
import { readSubscriptions } from './subscriptions-database';

export const HEADLINES_LOCK_KEY = `${KEY_PREFIX}push:headlines:lock`;

/**
 * The morning's headlines to those who asked for them, once a day across instances (the same
 * once-per-slot rule as the reminders). Called once per server process from instrumentation.ts;
 * off with the reminders (PUSH_REMINDER_SCHEDULE=off, as the tests' servers run).
 */
export function startHeadlinesSchedule() {
  if (serverEnv().PUSH_REMINDER_SCHEDULE === RETENTION_OFF) return null;
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const client = sharedRedis();
  return scheduleOnce(HEADLINES_ALERT_SCHEDULE, {
    name: HEADLINES_ALERT_JOB,
    lock: client ? redisRunLock(client, instance, HEADLINES_LOCK_KEY) : processRunLock(),
    claims: databaseOnceClaims(),
    now: Date.now,
    work: async () => {
      const { articles } = await headlinesSource().getHeadlines({ page: 1 });
      await sendAlerts(headlineAlerts(articles, await readSubscriptions()), HEADLINES_ALERT_JOB);
    },
  });
}
