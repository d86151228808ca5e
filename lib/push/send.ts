import 'server-only';
import { postToFcm } from './fcm-transport';
import type { PushMessage } from './message';
import { sendBatch, type SendReport } from './send-batch';
import { subscriptionIdOf } from './subscription';
import { readSubscriptions, removeSubscriptionIds } from './subscriptions-database';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An alert's text in one language: what a caller gives, the token aside. */
export type PushAlert = Omit<PushMessage, 'token'>;

/** Whom to tell: stored subscriptions by id, or tokens (a stored one is found by its hash). */
export interface PushRecipients {
  subscriptionIds?: readonly string[];
  tokens?: readonly string[];
}

/** Sends, removes the devices FCM says are gone, and logs the count. Never throws. */
export async function sendAlerts(messages: readonly PushMessage[], why: string): Promise<SendReport> {
  const report = await sendBatch(messages, { post: postToFcm, sleep });
  await removeSubscriptionIds(report.dead.map(subscriptionIdOf)).catch((error: unknown) =>
    console.error('Alerts: dead devices not removed', error instanceof Error ? error.message : error),
  );
  console.info(
    `Alerts (${why}): ${report.sent.length} sent, ${report.dead.length} gone and removed, ${report.failed.length} failed`,
  );
  return report;
}

/**
 * Tells particular people one thing (an event cancelled, a place freed from the waitlist): every
 * stored subscription among `recipients`, and every token given, gets `alert` in its language.
 */
export async function sendToSubscriptions(recipients: PushRecipients, alert: PushAlert): Promise<SendReport> {
  const wanted = new Set([...(recipients.subscriptionIds ?? []), ...(recipients.tokens ?? []).map(subscriptionIdOf)]);
  const stored = (await readSubscriptions()).filter((subscription) => wanted.has(subscription.id));
  const storedTokens = new Set(stored.map((subscription) => subscription.token));
  const loose = (recipients.tokens ?? []).filter((token) => !storedTokens.has(token));
  const tokens = [...storedTokens, ...loose];
  return sendAlerts(
    tokens.map((token) => ({ ...alert, token })),
    `${tokens.length} chosen, ${alert.locale}`,
  );
}
