import 'server-only';
import { adminDatabase, adminRead, adminRemove, adminTransaction, withDatabaseTimeout } from '@/lib/firebase/admin';
import type { Locale } from '@/lib/i18n/locales';
import type { PushTopic } from './message';
import { PUSH_SUBSCRIPTIONS_NODE } from '@/lib/privacy/nodes';
import { storedSubscriptionOf, subscriptionIdOf, subscriptionsFrom, type PushSubscription } from './subscription';

const pathOf = (id: string) => `${PUSH_SUBSCRIPTIONS_NODE}/${id}`;

/** Adds a device or changes its language and topics; answers its id. */
export async function saveSubscription(
  input: { token: string; locale: Locale; topics: PushTopic[] },
  now: number,
): Promise<string> {
  const id = subscriptionIdOf(input.token);
  await adminTransaction(pathOf(id), (current) => {
    const [existing] = subscriptionsFrom({ [id]: current });
    return storedSubscriptionOf({ ...input, createdAt: existing?.createdAt ?? now, updatedAt: now });
  });
  return id;
}

export const removeSubscription = (token: string) => adminRemove(pathOf(subscriptionIdOf(token)));

export const readSubscriptions = async (): Promise<PushSubscription[]> =>
  subscriptionsFrom(await adminRead(PUSH_SUBSCRIPTIONS_NODE));

/** Removes many at once (the tokens FCM reported dead), in one write. */
export async function removeSubscriptionIds(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await adminDatabase();
  const gone = Object.fromEntries(ids.map((id) => [id, null]));
  await withDatabaseTimeout(db.ref(PUSH_SUBSCRIPTIONS_NODE).update(gone), PUSH_SUBSCRIPTIONS_NODE);
}
