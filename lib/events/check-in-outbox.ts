import { deviceOutboxStorage } from '@/lib/offline/device-store';
import { createOutbox, outcomeOfStatus, type Outbox, type OutboxItem, type SendOutcome } from '@/lib/offline/outbox';
import { currentIdToken, withIdToken } from '@/lib/team/id-token';

/** One arrival taken at the door, by this phone's clock. */
export interface CheckInPayload {
  slug: string;
  entryId: string;
  at: number;
}

/** Sends one queued arrival; the server keeps each person's first check-in, so a repeat changes nothing. */
export async function sendCheckIn(
  idToken: () => Promise<string>,
  item: OutboxItem<CheckInPayload>,
): Promise<SendOutcome> {
  const { slug, entryId, at } = item.payload;
  const response = await fetch(
    `/api/team/events/${encodeURIComponent(slug)}/check-ins`,
    withIdToken(await idToken(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ arrivals: [{ entryId, at }] }),
    }),
  );
  return outcomeOfStatus(response.status);
}

let outbox: Outbox<CheckInPayload> | undefined;

/** The phone's one queue of arrivals: taken at once, sent when there is a connection. */
export function checkInOutbox(): Outbox<CheckInPayload> {
  outbox ??= createOutbox<CheckInPayload>({
    storage: deviceOutboxStorage('check-in'),
    send: (item) => sendCheckIn(currentIdToken, item),
    isOnline: () => navigator.onLine,
  });
  return outbox;
}

/** One arrival per person and event: a second tap while the first waits replaces it, not adds to it. */
export const checkInKey = ({ slug, entryId }: Pick<CheckInPayload, 'slug' | 'entryId'>) => `${slug}/${entryId}`;
