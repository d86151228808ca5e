import { deviceOutboxStorage } from '@/lib/offline/device-store';
import { createOutbox, type Outbox } from '@/lib/offline/outbox';
import { currentIdToken } from '@/lib/team/id-token';
import { sendMark } from './client';
import { sessionKey, type MarkRequest } from './model';

/** A mark as queued: the outbox adds its id. */
export type MarkPayload = Omit<MarkRequest, 'id'>;

let outbox: Outbox<MarkPayload> | undefined;

/** The phone's one queue of marks (one per page, so two panels never send the same mark at once). */
export function markOutbox(): Outbox<MarkPayload> {
  outbox ??= createOutbox<MarkPayload>({
    storage: deviceOutboxStorage('attendance'),
    send: (item) => sendMark(currentIdToken, item),
    isOnline: () => navigator.onLine,
  });
  return outbox;
}

/** A newer mark for the same player in the same session replaces one still waiting. */
export const markKey = (mark: Pick<MarkPayload, 'date' | 'ageGroup' | 'player'>) =>
  `${sessionKey(mark.date, mark.ageGroup)}/${mark.player}`;
