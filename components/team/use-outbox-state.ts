'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { sendWhenOnline, type Outbox, type OutboxState } from '@/lib/offline/outbox';

/**
 * An outbox's state for a panel (how many wait, the last sync), with the outbox read from the phone
 * and sent whenever the connection returns while the panel is open.
 */
export function useOutboxState<P>(outbox: Outbox<P>): OutboxState {
  useEffect(() => {
    // A phone that cannot open its storage has nothing waiting; each new action says so itself.
    outbox.load().catch(() => undefined);
    return sendWhenOnline(outbox);
  }, [outbox]);
  return useSyncExternalStore(outbox.subscribe, outbox.state, outbox.state);
}
