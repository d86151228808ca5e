import { Cron } from 'croner';

/** The retention run's schedule is read in India time, as the team counts its days. */
export const RETENTION_TIMEZONE = 'Asia/Kolkata';

/**
 * No scheduled run on this server: for servers that share a database with others that run it, or
 * with tests that must not see records vanish (the end-to-end suite's servers).
 */
export const RETENTION_OFF = 'off';

/** Whether croner reads `pattern` as a schedule (5 fields, or 6 with seconds first). */
export function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true, timezone: RETENTION_TIMEZONE }).stop();
    return true;
  } catch {
    return false;
  }
}
