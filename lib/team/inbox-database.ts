import { TimeoutError, withTimeout } from '@/lib/async/with-timeout.mjs';
import { getRealtimeDatabase } from '@/lib/firebase/app';
import { FORM_NODES, type FormId } from '@/lib/forms/options';
import { inboxRecordsFrom, waitingRecordsFrom, type InboxRecord, type WaitingRecord } from '@/lib/team/inbox';
import { InboxError, toInboxError } from '@/lib/team/inbox-error';
import { EXPORT_PAGE_SIZE, hasOlder, INBOX_WINDOW_STEP, keysOf, mergePages, nextCursor } from '@/lib/team/inbox-paging';
import type { SignedInMember } from '@/lib/team/member';
import { statusHistoryPath } from '@/lib/team/roles';

export { InboxError, type InboxErrorKind } from '@/lib/team/inbox-error';

// The SDK's database functions, loaded once on first use, so they stay out of the page's first load.
let sdk: Promise<typeof import('firebase/database')> | undefined;
// The main database even for the survey (which may be sent to a project of its own): the team signs in to this one.
const connect = () => Promise.all([getRealtimeDatabase(), (sdk ??= import('firebase/database'))]);

/** What a window of an open inbox answered: how many records it holds and whether older ones may exist. */
export interface InboxWindow {
  size: number;
  delivered: number;
  hasOlder: boolean;
  /** The window's records waiting for a parent's consent (left out of the records). */
  waiting: WaitingRecord[];
}

/**
 * Listens to the newest `windowSize` records of one form and their status histories, and calls
 * back with the combined list on every change, so new submissions and other members' changes
 * appear without a reload. Only that window is read (see lib/team/inbox-paging.ts): "Show older"
 * listens again with a wider window. Returns a function that stops listening.
 *
 * The histories are keyed by record key, so the newest `windowSize` of them are a superset of
 * the window's own: every record in the window with a history has a key at least the window's
 * oldest, and there are at most `windowSize` such keys. (Only a history left behind by a deleted
 * record could take a place in that window: records are never deleted by the site.)
 */
export function watchInbox(
  formId: FormId,
  onChange: (records: InboxRecord[], window: InboxWindow) => void,
  onError: (error: InboxError) => void,
  windowSize: number = INBOX_WINDOW_STEP,
): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  const latest: { records?: unknown; history?: unknown } = {};
  void connect()
    .then(([db, { limitToLast, onValue, orderByKey, query, ref }]) => {
      if (stopped) return;
      const listen = (path: string, part: keyof typeof latest) =>
        onValue(
          query(ref(db, path), orderByKey(), limitToLast(windowSize)),
          (snapshot) => {
            latest[part] = snapshot.val();
            // Only once both have answered, so a record never shows as new for a moment before its history arrives.
            if ('records' in latest && 'history' in latest) {
              const delivered = keysOf(latest.records).length;
              onChange(inboxRecordsFrom(formId, latest.records, latest.history), {
                size: windowSize,
                delivered,
                hasOlder: hasOlder(delivered, windowSize),
                waiting: waitingRecordsFrom(formId, latest.records),
              });
            }
          },
          (error) => onError(toInboxError(error)),
        );
      stops.push(listen(FORM_NODES[formId], 'records'), listen(statusHistoryPath(formId), 'history'));
    })
    .catch((error: unknown) => {
      if (!stopped) onError(toInboxError(error));
    });
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}

/**
 * Every record of one form with its history, read once, on demand (the CSV export): the node is
 * walked in pages of `pageSize` children (`limitToFirst` then `startAfter` the last key), so no
 * single answer is the whole node and nothing keeps listening afterwards.
 */
export async function readWholeInbox(formId: FormId, pageSize: number = EXPORT_PAGE_SIZE): Promise<InboxRecord[]> {
  try {
    const [db, sdk] = await connect();
    const { limitToFirst, onValue, orderByKey, query, ref, startAfter } = sdk;
    // onValue once rather than get(): the local database never answers get().
    const readOnce = (path: string, after: string | undefined) =>
      new Promise<unknown>((resolve, reject) => {
        const constraints = [orderByKey(), ...(after === undefined ? [] : [startAfter(after)]), limitToFirst(pageSize)];
        onValue(query(ref(db, path), ...constraints), (snapshot) => resolve(snapshot.val()), reject, {
          onlyOnce: true,
        });
      });
    const readAll = async (path: string) => {
      const pages: unknown[] = [];
      let cursor: string | undefined;
      do {
        const page = await readOnce(path, cursor);
        pages.push(page);
        cursor = nextCursor(page, pageSize);
      } while (cursor !== undefined);
      return mergePages(pages);
    };
    const [records, history] = await Promise.all([readAll(FORM_NODES[formId]), readAll(statusHistoryPath(formId))]);
    return inboxRecordsFrom(formId, records, history);
  } catch (error) {
    throw toInboxError(error);
  }
}

export const STATUS_WRITE_TIMEOUT_MS = 15_000;

/**
 * Adds a status change to a record's history. Each change is a new child (push), never an
 * overwrite, so when two members change the same record at once both changes are kept. Without
 * a connection the SDK would wait for ever, so after 15 seconds this gives up with a 'timeout'
 * error; a refusal by the database rules comes back as 'denied'.
 */
export async function addStatusEntry(
  formId: FormId,
  recordKey: string,
  { status, note }: { status: string; note: string },
  member: SignedInMember,
): Promise<void> {
  const write = async () => {
    const [db, { push, ref, serverTimestamp }] = await connect();
    const trimmed = note.trim();
    await push(ref(db, statusHistoryPath(formId, recordKey)), {
      status,
      by: member.memberId,
      byName: member.name,
      at: serverTimestamp(),
      ...(trimmed ? { note: trimmed } : {}),
    });
  };
  try {
    await withTimeout(
      write(),
      STATUS_WRITE_TIMEOUT_MS,
      `No answer from the database in ${STATUS_WRITE_TIMEOUT_MS / 1000} s`,
    );
  } catch (error) {
    throw error instanceof TimeoutError ? new InboxError('timeout', error.message) : toInboxError(error);
  }
}
