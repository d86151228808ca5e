import { cacheOnDevice, cachedOnDevice } from '@/lib/offline/device-store';
import { outcomeOfStatus, type OutboxItem, type SendOutcome } from '@/lib/offline/outbox';
import { withIdToken } from '@/lib/team/id-token';
import type { DayMarks, DayRegister, MarkRequest, Player } from './model';
import type { MonthlyReport } from './report';

/** The register talking to /api/team/attendance/*; a refusal throws. */

/**
 * How long the players stay on the phone: a fortnight covers training on a field without coverage
 * for two weeks, and every load with a connection replaces them. They are children's names, so
 * only the first name, member reference and group are kept, and signing out deletes them.
 */
export const ROSTER_KEPT_MS = 14 * 24 * 60 * 60_000;
const ROSTER_CACHE_KEY = 'attendance:roster';

interface CachedRoster extends DayRegister {
  date: string;
}

/** The register's players: from the server when it answers (and kept on the phone), else the kept ones. */
export async function loadRoster(
  idToken: () => Promise<string>,
  date: string,
): Promise<DayRegister & { offline: boolean }> {
  try {
    const response = await fetch(`/api/team/attendance/roster?date=${date}`, withIdToken(await idToken()));
    const body = (await response.json()) as { ok?: boolean; players?: Player[]; marks?: DayMarks };
    if (!response.ok || !body.ok || !Array.isArray(body.players)) throw new Error(`Roster: ${response.status}`);
    const loaded: DayRegister = { players: body.players, marks: body.marks ?? {} };
    await cacheOnDevice(ROSTER_CACHE_KEY, { date, ...loaded } satisfies CachedRoster);
    return { ...loaded, offline: false };
  } catch (error) {
    const cached = (await cachedOnDevice(ROSTER_CACHE_KEY, ROSTER_KEPT_MS)) as CachedRoster | undefined;
    if (!cached) throw error;
    // The marks kept were another day's if the phone's copy is older than the register asked for.
    return { players: cached.players, marks: cached.date === date ? (cached.marks ?? {}) : {}, offline: true };
  }
}

/** Sends one mark from the outbox. */
export async function sendMark(
  idToken: () => Promise<string>,
  item: OutboxItem<Omit<MarkRequest, 'id'>>,
): Promise<SendOutcome> {
  const response = await fetch(
    '/api/team/attendance/marks',
    withIdToken(await idToken(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...item.payload, id: item.id } satisfies MarkRequest),
    }),
  );
  return outcomeOfStatus(response.status);
}

export async function fetchAttendanceReport(idToken: string, month: string): Promise<MonthlyReport> {
  const response = await fetch(`/api/team/attendance/report?month=${month}`, withIdToken(idToken));
  const body = (await response.json()) as { ok?: boolean; report?: MonthlyReport };
  if (!response.ok || !body.ok || !body.report) throw new Error(`Attendance report: ${response.status}`);
  return body.report;
}
