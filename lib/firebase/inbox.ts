import { FORM_NODES, type FormId } from '@/lib/forms/options';
import { inboxRecordsFrom, type InboxRecord } from '@/lib/team/inbox';
import { InboxError, toInboxError } from '@/lib/team/inbox-error';
import type { SignedInMember } from '@/lib/team/member';
import { statusHistoryPath } from '@/lib/team/roles';
import { getRealtimeDatabase } from './app';

export { InboxError, type InboxErrorKind } from '@/lib/team/inbox-error';

// The SDK's database functions, loaded once on first use, so they stay out of the page's first load.
let sdk: Promise<typeof import('firebase/database')> | undefined;
// The main database even for the survey (which may be sent to a project of its own): the team signs in to this one.
const connect = () => Promise.all([getRealtimeDatabase(), (sdk ??= import('firebase/database'))]);

/**
 * Listens to one form's records and their status histories and calls back with the combined
 * list on every change, so new submissions and other members' changes appear without a reload.
 * Returns a function that stops listening.
 */
export function watchInbox(
  formId: FormId,
  onChange: (records: InboxRecord[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  const latest: { records?: unknown; history?: unknown } = {};
  void connect()
    .then(([db, { onValue, ref }]) => {
      if (stopped) return;
      const listen = (path: string, part: keyof typeof latest) =>
        onValue(
          ref(db, path),
          (snapshot) => {
            latest[part] = snapshot.val();
            // Only once both have answered, so a record never shows as new for a moment before its history arrives.
            if ('records' in latest && 'history' in latest)
              onChange(inboxRecordsFrom(formId, latest.records, latest.history));
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new InboxError('timeout', `No answer from the database in ${STATUS_WRITE_TIMEOUT_MS / 1000} s`)),
      STATUS_WRITE_TIMEOUT_MS,
    );
  });
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
    await Promise.race([write(), timeout]);
  } catch (error) {
    throw toInboxError(error);
  } finally {
    clearTimeout(timer);
  }
}
