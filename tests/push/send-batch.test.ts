// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterMs, verdictOf, type FcmReply } from '@/lib/push/fcm-reply';
import type { PushMessage } from '@/lib/push/message';
import { backOffMs, sendBatch } from '@/lib/push/send-batch';

const message = (token: string): PushMessage => ({ token, locale: 'en', title: 'T', body: 'B', url: '/blog/x' });
const ok: FcmReply = { status: 200, body: { name: 'projects/p/messages/1' } };
const fcmError = (status: number, errorCode: string, extra: object[] = []): FcmReply => ({
  status,
  body: {
    error: {
      code: status,
      status: 'X',
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }, ...extra],
    },
  },
});
const tokenViolation = {
  '@type': 'type.googleapis.com/google.rpc.BadRequest',
  fieldViolations: [{ field: 'message.token' }],
};
const noWait = { sleep: async () => undefined, random: () => 0 };

describe("what FCM's answer means for a token", () => {
  it.each([
    [ok, 'sent'],
    [fcmError(404, 'UNREGISTERED'), 'dead'],
    [{ status: 404, body: null }, 'dead'],
    [fcmError(400, 'INVALID_ARGUMENT', [tokenViolation]), 'dead'],
    [fcmError(400, 'INVALID_ARGUMENT'), 'failed'],
    [fcmError(429, 'QUOTA_EXCEEDED'), 'retry'],
    [fcmError(503, 'UNAVAILABLE'), 'retry'],
    [fcmError(500, 'INTERNAL'), 'retry'],
    [fcmError(403, 'SENDER_ID_MISMATCH'), 'failed'],
    [fcmError(401, 'THIRD_PARTY_AUTH_ERROR'), 'failed'],
  ] as const)('%j → %s', (reply, verdict) => {
    expect(verdictOf(reply)).toBe(verdict);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('30', 0)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:10 GMT', Date.parse('2026-11-28T12:00:00Z'))).toBe(10_000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
    expect(retryAfterMs('soon', 0)).toBeUndefined();
  });
});

describe('sending a batch', () => {
  it('sends every message, never more than `concurrency` at once', async () => {
    let inFlight = 0;
    let most = 0;
    const post = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return ok;
    };
    const tokens = Array.from({ length: 23 }, (_, i) => `t${i}`);
    const report = await sendBatch(tokens.map(message), { ...noWait, post, concurrency: 4 });
    expect(most).toBe(4);
    expect(report.sent.sort()).toEqual([...tokens].sort());
    expect(report).toMatchObject({ dead: [], failed: [] });
  });

  it('reports the tokens FCM says are gone, and keeps the ones that failed otherwise', async () => {
    const replies: Record<string, FcmReply> = {
      gone: fcmError(404, 'UNREGISTERED'),
      bad: fcmError(400, 'INVALID_ARGUMENT', [tokenViolation]),
      refused: fcmError(403, 'SENDER_ID_MISMATCH'),
      fine: ok,
    };
    const post = vi.fn(async ({ token }: PushMessage) => replies[token] ?? ok);
    const report = await sendBatch(Object.keys(replies).map(message), { ...noWait, post });
    expect(report).toEqual({ sent: ['fine'], dead: ['gone', 'bad'], failed: ['refused'] });
    // Answers that will not change are not asked again.
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('sends nothing for no messages', async () => {
    const post = vi.fn(async () => ok);
    expect(await sendBatch([], { ...noWait, post })).toEqual({ sent: [], dead: [], failed: [] });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('retrying with back-off', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('waits 10 s, 20 s, 40 s between tries after 5xx and gives up after the last', async () => {
    const at: number[] = [];
    const post = async () => {
      at.push(Date.now());
      return fcmError(503, 'UNAVAILABLE');
    };
    const start = Date.now();
    const sending = sendBatch([message('t')], { post, sleep, random: () => 0, maxAttempts: 4 });
    await vi.advanceTimersByTimeAsync(70_000);
    expect(await sending).toEqual({ sent: [], dead: [], failed: ['t'] });
    expect(at.map((time) => time - start)).toEqual([0, 10_000, 30_000, 70_000]);
  });

  it('honours Retry-After on a 429, then succeeds', async () => {
    const at: number[] = [];
    const replies = [{ ...fcmError(429, 'QUOTA_EXCEEDED'), retryAfterMs: 3_000 }, ok];
    const post = async () => {
      at.push(Date.now());
      return replies.shift() ?? ok;
    };
    const start = Date.now();
    const sending = sendBatch([message('t')], { post, sleep, random: () => 0 });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(at).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toEqual({ sent: ['t'], dead: [], failed: [] });
    expect(at.map((time) => time - start)).toEqual([0, 3_000]);
  });

  it('retries when no answer came at all', async () => {
    const post = vi.fn<() => Promise<FcmReply>>().mockRejectedValueOnce(new Error('ECONNRESET')).mockResolvedValue(ok);
    const sending = sendBatch([message('t')], { post, sleep, random: () => 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await sending).sent).toEqual(['t']);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('spreads waits by up to half, and never waits more than five minutes', () => {
    expect(backOffMs(1, 10_000, () => 0)).toBe(10_000);
    expect(backOffMs(1, 10_000, () => 1)).toBe(15_000);
    expect(backOffMs(3, 10_000, () => 0)).toBe(40_000);
    expect(backOffMs(12, 10_000, () => 0)).toBe(300_000);
    expect(backOffMs(1, 10_000, () => 0, 600_000)).toBe(300_000);
  });
});
