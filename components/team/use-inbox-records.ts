'use client';

import { useCallback, useEffect, useState } from 'react';
import { watchInbox } from '@/lib/team/inbox-database';
import type { FormId } from '@/lib/forms/options';
import type { InboxRecord, WaitingRecord } from '@/lib/team/inbox';
import type { InboxErrorKind } from '@/lib/team/inbox-error';
import { INBOX_WINDOW_STEP, widerWindow } from '@/lib/team/inbox-paging';

export type InboxLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; records: InboxRecord[]; hasOlder: boolean; loadingOlder: boolean; waiting: WaitingRecord[] }
  | { kind: 'failed'; reason: InboxErrorKind };

/**
 * One form's newest records, live from the database for as long as the tab is there, with a way
 * to load older ones (the window grows by a step and listens again; the records already shown
 * stay until it answers) and to try again after a failure. `onRecords` hears every new list
 * (the tab labels show the counts).
 */
export function useInboxRecords(
  formId: FormId,
  onRecords: (formId: FormId, records: InboxRecord[], hasOlder: boolean) => void,
): { load: InboxLoad; retry: () => void; showOlder: () => void } {
  const [load, setLoad] = useState<InboxLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [windowSize, setWindowSize] = useState(INBOX_WINDOW_STEP);

  useEffect(
    () =>
      watchInbox(
        formId,
        (records, window) => {
          const older = window?.hasOlder ?? false;
          setLoad({ kind: 'ready', records, hasOlder: older, loadingOlder: false, waiting: window?.waiting ?? [] });
          onRecords(formId, records, older);
        },
        (error) => setLoad({ kind: 'failed', reason: error.kind }),
        windowSize,
      ),
    [formId, onRecords, attempt, windowSize],
  );

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const showOlder = useCallback(() => {
    setLoad((previous) => (previous.kind === 'ready' ? { ...previous, loadingOlder: true } : previous));
    setWindowSize(widerWindow);
  }, []);

  return { load, retry, showOlder };
}
