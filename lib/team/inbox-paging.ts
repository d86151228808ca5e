/**
 * Reading an inbox page by page, so a form node of ten thousand records never has to reach the
 * browser in one piece.
 *
 * The open inbox listens to a growing window of the newest records: `limitToLast(windowSize)`
 * ordered by key (push keys sort in the order they were made, so key order is time order).
 * "Show older" widens the window by one step. One live listener per form, however many steps
 * have been taken, so new submissions still appear by themselves and nothing is left stale or
 * gapped (separate `endBefore` pages would each need their own listener and would open a gap
 * whenever a new record pushed the newest page along).
 *
 * The CSV export, which needs every record, walks the node on demand in cursor pages
 * (`limitToFirst(pageSize)` then `startAfter(lastKey)`), each read once.
 */

/** How many records a step of the open inbox adds. */
export const INBOX_WINDOW_STEP = 50;

/** How many children each read of the CSV export asks for. */
export const EXPORT_PAGE_SIZE = 500;

/** The window after "Show older". */
export const widerWindow = (size: number) => size + INBOX_WINDOW_STEP;

/**
 * Whether older records may exist beyond a window: a window answered full may have more behind
 * it; one answered with fewer children holds the whole node. (A node of exactly `size` children
 * offers one step too many: that step simply answers the same records and the button goes.)
 */
export const hasOlder = (delivered: number, size: number) => delivered >= size;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The children's keys of a node value, in key order. */
export const keysOf = (value: unknown): string[] => (isObject(value) ? Object.keys(value).sort(compareKeys) : []);

/** The key order of the database for push keys (plain string order; no key here is a number). */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The oldest (smallest) key of a page, or undefined for an empty one. */
export const oldestKey = (value: unknown): string | undefined => keysOf(value)[0];

/** The newest (largest) key of a page, or undefined for an empty one. */
export const newestKey = (value: unknown): string | undefined => keysOf(value).at(-1);

/**
 * Where the next `limitToFirst(pageSize)` page starts after this one: its last key, or undefined
 * when the page came back short and the node has been read to its end.
 */
export function nextCursor(page: unknown, pageSize: number): string | undefined {
  const keys = keysOf(page);
  return keys.length >= pageSize ? keys.at(-1) : undefined;
}

/** Pages of one node joined into one node value; a key met twice keeps its later page's value. */
export function mergePages(pages: readonly unknown[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const page of pages) if (isObject(page)) Object.assign(merged, page);
  return merged;
}
