import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { RETENTION_OFF } from '@/lib/env/cron-pattern';
import { serverEnv } from '@/lib/env/server';
import { sweepMemoryStores } from '@/lib/shared-store';
import { sharedRedis } from '@/lib/shared-store/redis-connection.mjs';
import { processRunLock, redisRunLock } from './run-lock';
import { adminRetentionStore } from './retention-store';
import { DEFAULT_RETENTION_SCHEDULE, scheduleRetention } from './schedule';

/** Called once per server process from instrumentation.ts (Node runtime, never during a build). */
export function startRetentionSchedule(now: () => number = Date.now) {
  const pattern = serverEnv().RETENTION_SCHEDULE ?? DEFAULT_RETENTION_SCHEDULE;
  if (pattern === RETENTION_OFF) return null;
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const client = sharedRedis();
  return scheduleRetention(pattern, {
    store: adminRetentionStore(),
    lock: client ? redisRunLock(client, instance) : processRunLock(),
    instance,
    now,
    sweepMemory: sweepMemoryStores,
  });
}
