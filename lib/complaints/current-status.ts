/**
 * The statuses a complaint moves through, 'received' first: STATUS_FLOW.complaint in
 * lib/team/roles.ts, spelled out so that each has its own type (a test keeps the two the same).
 */
export const COMPLAINT_STATUSES = ['received', 'acknowledged', 'investigating', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

// 'received' is where every complaint starts; the history holds only the changes after it.
const WRITTEN_STATUSES: readonly string[] = COMPLAINT_STATUSES.slice(1);
const isWrittenStatus = (value: unknown): value is ComplaintStatus =>
  typeof value === 'string' && WRITTEN_STATUSES.includes(value);

/**
 * A complaint's status now and when it last changed, from its status history (entry key →
 * { status, at, ... }): the latest entry by time, and by key between two at the same millisecond
 * (push keys sort in the order they were made). With no history, it is 'received' since it was
 * sent. Entries that are not a known status with a time are passed over.
 */
export function currentStatus(history: unknown, createdAt: number): { status: ComplaintStatus; changedAt: number } {
  let latest: { key: string; status: ComplaintStatus; at: number } | null = null;
  if (typeof history === 'object' && history !== null) {
    for (const [key, entry] of Object.entries(history as Record<string, unknown>)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { status, at } = entry as { status?: unknown; at?: unknown };
      if (!isWrittenStatus(status) || typeof at !== 'number' || !Number.isFinite(at)) continue;
      if (!latest || at > latest.at || (at === latest.at && key > latest.key)) latest = { key, status, at };
    }
  }
  return latest ? { status: latest.status, changedAt: latest.at } : { status: 'received', changedAt: createdAt };
}
