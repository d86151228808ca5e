import { Cron } from 'croner';

/** The retention run's schedule is read in India time, as the team counts its days. */
export const RETENTION_TIMEZONE = 'Asia/Kolkata';

/** Whether croner reads `pattern` as a schedule (5 fields, or 6 with seconds first). */
export function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true, timezone: RETENTION_TIMEZONE }).stop();
    return true;
  } catch {
    return false;
  }
}
