import { verdictOf, type FcmReply } from './fcm-reply';
import type { PushMessage } from './message';

export interface SendDeps {
  /** One `messages:send` request; throws only when no answer came (the network). */
  post: (message: PushMessage) => Promise<FcmReply>;
  sleep: (ms: number) => Promise<void>;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Tries per message, the first included. */
  maxAttempts?: number;
  /** The first wait before a retry; each next one doubles it. */
  baseDelayMs?: number;
  /** 0 to 1; spreads retries so that many senders do not come back at the same instant. */
  random?: () => number;
}

export interface SendReport {
  sent: string[];
  /** Tokens FCM says will never be delivered to again: to be removed. */
  dead: string[];
  /** Tokens that could not be sent to this time (kept: they may work next time). */
  failed: string[];
}

/** FCM's own advice: 10 seconds at least after a 429 without Retry-After, then doubling. */
export const SEND_DEFAULTS = { concurrency: 10, maxAttempts: 5, baseDelayMs: 10_000 } as const;
const MAX_DELAY_MS = 5 * 60_000;

/** The wait before try `attempt` + 1: Retry-After when FCM set one, else exponential with jitter. */
export function backOffMs(attempt: number, baseDelayMs: number, random: () => number, retryAfter?: number): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, MAX_DELAY_MS);
  const exponential = baseDelayMs * 2 ** (attempt - 1);
  return Math.min(MAX_DELAY_MS, Math.round(exponential * (1 + random() / 2)));
}

async function sendOne(message: PushMessage, deps: Required<SendDeps>): Promise<'sent' | 'dead' | 'failed'> {
  for (let attempt = 1; ; attempt++) {
    let reply: FcmReply | null = null;
    try {
      reply = await deps.post(message);
    } catch {
      // No answer at all: like a 5xx, worth another try.
    }
    const verdict = reply ? verdictOf(reply) : 'retry';
    if (verdict !== 'retry') return verdict;
    if (attempt >= deps.maxAttempts) return 'failed';
    await deps.sleep(backOffMs(attempt, deps.baseDelayMs, deps.random, reply?.retryAfterMs));
  }
}

/**
 * Sends every message, `concurrency` at a time (FCM v1 has no batch request any more: each message
 * is its own request), retrying 429 and 5xx answers with back-off. Never throws.
 */
export async function sendBatch(messages: readonly PushMessage[], options: SendDeps): Promise<SendReport> {
  const deps: Required<SendDeps> = { ...SEND_DEFAULTS, random: Math.random, ...options };
  const report: SendReport = { sent: [], dead: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < messages.length) {
      const message = messages[next++];
      if (!message) break;
      report[await sendOne(message, deps)].push(message.token);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.concurrency, messages.length)) }, worker));
  return report;
}
