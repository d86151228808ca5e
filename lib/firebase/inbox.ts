import { FORM_NODES, type FormId } from '@/lib/forms/schemas';
import { inboxRecordsFrom, type InboxRecord } from '@/lib/team/inbox';
import type { SignedInMember } from '@/lib/team/member';
import { statusHistoryPath } from '@/lib/team/roles';
import { getRealtimeDatabase } from './app';

/** Why reading or changing the inbox failed, so the interface can say it in the page's language. */
export type InboxErrorKind = 'denied' | 'offline';

export class InboxError extends Error {
  constructor(
    readonly kind: InboxErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'InboxError';
  }
}

const kindOf = (error: unknown): InboxErrorKind =>
  /permission.denied/i.test(error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '')
    ? 'denied'
    : 'offline';

/**
 * Listens to one form's records and their status histories, calling back with the combined list
 * on every change, so new submissions appear without a reload. The survey is read from the main
 * database even when it is configured to go to a project of its own: the team signs in to the
 * main project only.
 */
export function watchInbox(
  formId: FormId,
  onChange: (records: InboxRecord[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  const latest: { records?: unknown; history?: unknown } = {};
  void Promise.all([getRealtimeDatabase(), import('firebase/database')])
    .then(([db, { onValue, ref }]) => {
      if (stopped) return;
      const listen = (path: string, part: 'records' | 'history') =>
        onValue(
          ref(db, path),
          (snapshot) => {
            latest[part] = snapshot.val() ?? null;
            // Shown once both have answered, so statuses never flash as 'new'.
            if ('records' in latest && 'history' in latest)
              onChange(inboxRecordsFrom(formId, latest.records, latest.history));
          },
          (error) => onError(new InboxError(kindOf(error), error.message)),
        );
      stops.push(listen(FORM_NODES[formId], 'records'), listen(statusHistoryPath(formId), 'history'));
    })
    .catch((error: unknown) => onError(new InboxError('offline', String(error))));
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}

const WRITE_TIMEOUT_MS = 15_000;

/**
 * Adds a status change to a record's history. Each change is a new child (push), never an
 * overwrite, so two members changing the same record at once are both kept.
 */
export async function addStatusEntry(
  formId: FormId,
  recordKey: string,
  { status, note }: { status: string; note: string },
  member: SignedInMember,
): Promise<void> {
  const [db, { push, ref, serverTimestamp, set }] = await Promise.all([
    getRealtimeDatabase(),
    import('firebase/database'),
  ]);
  const entry = push(ref(db, statusHistoryPath(formId, recordKey)));
  const trimmed = note.trim();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      set(entry, {
        status,
        by: member.memberId,
        byName: member.name,
        at: serverTimestamp(),
        ...(trimmed ? { note: trimmed } : {}),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new InboxError('offline', 'The database did not answer')), WRITE_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    throw error instanceof InboxError ? error : new InboxError(kindOf(error), String(error));
  } finally {
    clearTimeout(timer);
  }
}
