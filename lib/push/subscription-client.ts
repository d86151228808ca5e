import type { Locale } from '@/lib/i18n/locales';
import { PUSH_TOPICS, type PushTopic } from './message';
import { enableNewsAlerts, PushError, readStoredToken, type PushDeps } from '@/lib/firebase/push';

/**
 * What this device last told the server it wants: the topics, or [] once alerts were turned off.
 * The server keeps the same (and is what sends); this copy lets the alerts page show the choice.
 */
export const ALERT_TOPICS_KEY = 'alert_topics';
export const SUBSCRIPTION_URL = '/api/push/subscription';
/** A new device gets every kind of alert until its person chooses otherwise. */
export const DEFAULT_TOPICS: readonly PushTopic[] = PUSH_TOPICS;

type Fetch = typeof fetch;

/** The topics this device chose; null when it never turned alerts on. */
export function readChosenTopics(storage: Pick<Storage, 'getItem'>): PushTopic[] | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(ALERT_TOPICS_KEY) ?? 'null');
    if (!Array.isArray(value)) return null;
    return PUSH_TOPICS.filter((topic) => value.includes(topic));
  } catch {
    return null;
  }
}

async function send(fetcher: Fetch, method: 'PUT' | 'DELETE', body: object): Promise<void> {
  let response: Response;
  try {
    response = await fetcher(SUBSCRIPTION_URL, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new PushError('token-subscribe-failed', { cause });
  }
  if (!response.ok) throw new PushError('token-subscribe-failed', { cause: new Error(`HTTP ${response.status}`) });
}

/**
 * Turns alerts on (or changes them): permission, token, then the server stores the device with its
 * language and topics. Throws a PushError the page turns into a sentence.
 */
export async function turnOnAlerts(
  deps: PushDeps,
  locale: Locale,
  topics: readonly PushTopic[],
  fetcher: Fetch = fetch,
): Promise<void> {
  const { token } = await enableNewsAlerts(deps);
  await send(fetcher, 'PUT', { token, locale, topics });
  deps.storage.setItem(ALERT_TOPICS_KEY, JSON.stringify(topics));
}

/** No more alerts to this device: the server forgets its token. */
export async function turnOffAlerts(storage: Pick<Storage, 'getItem' | 'setItem'>, fetcher: Fetch = fetch) {
  const stored = readStoredToken(storage);
  if (stored) await send(fetcher, 'DELETE', { token: stored.token });
  storage.setItem(ALERT_TOPICS_KEY, JSON.stringify([]));
}
