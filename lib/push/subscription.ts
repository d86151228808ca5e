import '@/lib/validation/jitless-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/locales';
import { PUSH_TOPICS, type PushTopic } from './message';

/** One device that allowed alerts: its FCM token, the language it reads and what it wants. */
export interface PushSubscription {
  /** The hash of the token: the key it is stored under (the token itself is never a key). */
  id: string;
  token: string;
  locale: Locale;
  topics: PushTopic[];
  createdAt: number;
  updatedAt: number;
}

/** Tokens are personal data and keys show in logs and consoles: a record is found by the token's hash. */
export const subscriptionIdOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

const storedSchema = z.object({
  token: z.string().min(1),
  locale: z.enum(locales),
  // Stored as { notices: true, … }: the database keeps no arrays.
  topics: z.partialRecord(z.enum(PUSH_TOPICS), z.literal(true)).default({}),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const storedSubscriptionOf = (subscription: Omit<PushSubscription, 'id'>) => ({
  token: subscription.token,
  locale: subscription.locale,
  topics: Object.fromEntries(subscription.topics.map((topic) => [topic, true])),
  createdAt: subscription.createdAt,
  updatedAt: subscription.updatedAt,
});

/** The subscriptions in the database's node; a record that is not one is skipped. */
export function subscriptionsFrom(node: unknown): PushSubscription[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([id, value]) => {
    const parsed = storedSchema.safeParse(value);
    if (!parsed.success) return [];
    const topics = PUSH_TOPICS.filter((topic) => parsed.data.topics[topic]);
    return [{ id, ...parsed.data, topics }];
  });
}

/** Who gets an alert of `topic` written in `locale`. */
export const subscribersOf = (all: readonly PushSubscription[], topic: PushTopic, locale: Locale) =>
  all.filter((subscription) => subscription.locale === locale && subscription.topics.includes(topic));
