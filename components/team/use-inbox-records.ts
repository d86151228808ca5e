'use client';

import { useCallback, useEffect, useState } from 'react';
import { watchInbox } from '@/lib/firebase/inbox';
import type { FormId } from '@/lib/forms/options';
import type { InboxRecord } from '@/lib/team/inbox';
import type { InboxErrorKind } from '@/lib/team/inbox-error';

export type InboxLoad =
  { kind: 'loading' } | { kind: 'ready'; records: InboxRecord[] } | { kind: 'failed'; reason: InboxErrorKind };

/**
 * One form's records, live from the database for as long as the tab is there, with a way to
 * try again after a failure. `onRecords` hears every new list (the tab labels show the counts).
 */
export function useInboxRecords(
  formId: FormId,
  onRecords: (formId: FormId, records: InboxRecord[]) => void,
): { load: InboxLoad; retry: () => void } {
  const [load, setLoad] = useState<InboxLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      watchInbox(
        formId,
        (records) => {
          setLoad({ kind: 'ready', records });
          onRecords(formId, records);
        },
        (error) => setLoad({ kind: 'failed', reason: error.kind }),
      ),
    [formId, onRecords, attempt],
  );

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { load, retry };
}
