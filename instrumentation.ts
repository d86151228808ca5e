// Runs once when the server starts: a bad setting stops start-up with a message naming it,
// instead of a server that answers every request with an error.
export async function register() {
  await import('./lib/env/public');
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkServerEnv } = await import('./lib/env/server');
    const { isDemoBuild } = await import('./lib/firebase/demo-mode');
    try {
      checkServerEnv(process.env, isDemoBuild());
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    // The shared store's one Redis client (with REDIS_URL), connecting while the server starts
    // rather than during the first request; never during `next build`.
    const { sharedRedis } = await import('./lib/shared-store/redis-connection.mjs');
    const { warnIfRedisMayEvict } = await import('./lib/shared-store/eviction-policy.mjs');
    const client = sharedRedis();
    // Once, when Redis first answers: a Redis that may evict keys can lose the limits' counters.
    client?.once('ready', () => void warnIfRedisMayEvict(client));
    // The nightly deletion on schedule (docs/privacy.md): every instance schedules it, one runs
    // each slot. Not while `next build` loads this file to collect pages.
    const { isBuildPhase } = await import('./lib/env/build-phase.mjs');
    if (!isBuildPhase()) {
      const { startRetentionSchedule } = await import('./lib/privacy/retention-run/start');
      startRetentionSchedule();
      // The day-before reminders of events (docs/alerts.md, docs/events.md): the same once-per-slot rule.
      const [{ startReminderSchedule }, { dueEventReminders }] = await Promise.all([
        import('./lib/push/start-reminders'),
        import('./lib/events/registration-alerts'),
      ]);
      startReminderSchedule(dueEventReminders);
      // The morning's news headlines to those who asked for them.
      const { startHeadlinesSchedule } = await import('./lib/push/start-headlines');
      startHeadlinesSchedule();
    }
  }
}
