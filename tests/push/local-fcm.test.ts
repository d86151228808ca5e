// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmBaseUrl, fcmSendUrl, FCM_URL, LOCAL_FCM_URL } from '@/lib/push/fcm-endpoint';
import { postFcmMessage } from '@/lib/push/fcm-request';
import type { PushMessage } from '@/lib/push/message';
import { sendBatch } from '@/lib/push/send-batch';
import { LOCAL_FCM_PORT, startLocalFcm } from '../../scripts/local-fcm.mjs';
import { freePort } from '../support/free-port';

let fcm: Awaited<ReturnType<typeof startLocalFcm>>;
let base: string;

beforeAll(async () => {
  fcm = await startLocalFcm({ port: await freePort() });
  base = `http://127.0.0.1:${fcm.port}`;
});
afterAll(() => fcm.close());

const message = (token: string): PushMessage => ({
  token,
  locale: 'hi',
  title: 'फ़ुटबॉल ट्रायल',
  body: 'अंडर-15 ट्रायल।',
  url: '/hi/blog/football-trials',
});

describe('the Cloud Messaging endpoint', () => {
  it('is FCM_API_URL when set, else the local stand-in beside the local database, else Google', () => {
    expect(fcmBaseUrl(undefined, true)).toBe(LOCAL_FCM_URL);
    expect(LOCAL_FCM_URL).toBe(`http://127.0.0.1:${LOCAL_FCM_PORT}`);
    expect(fcmBaseUrl(undefined, false)).toBe(FCM_URL);
    expect(fcmBaseUrl('https://fcm.example/', false)).toBe('https://fcm.example');
    expect(fcmSendUrl(FCM_URL, 'rohtas-yuva')).toBe('https://fcm.googleapis.com/v1/projects/rohtas-yuva/messages:send');
  });
});

describe('sending through the local stand-in, as to FCM', () => {
  it('records each v1 message, and removes nothing but the tokens it answers dead for', async () => {
    await fetch(`${base}/dead`, { method: 'POST', body: JSON.stringify({ token: 'local-uninstalled-device' }) });
    const post = (m: PushMessage) => postFcmMessage(fcmSendUrl(base, 'demo-project'), null, m);
    const report = await sendBatch(['local-phone-one', 'local-uninstalled-device', 'invalid-token-xyz'].map(message), {
      post,
      sleep: async () => undefined,
    });
    expect(report).toEqual({
      sent: ['local-phone-one'],
      dead: expect.arrayContaining(['local-uninstalled-device', 'invalid-token-xyz']),
      failed: [],
    });
    const recorded = (await (await fetch(`${base}/messages?token=local-phone-one`)).json()) as {
      messages: { project: string; message: unknown }[];
    };
    expect(recorded.messages).toEqual([
      {
        name: 'projects/demo-project/messages/local-1',
        project: 'demo-project',
        receivedAt: expect.any(Number),
        message: {
          token: 'local-phone-one',
          data: { title: 'फ़ुटबॉल ट्रायल', body: 'अंडर-15 ट्रायल।', url: '/hi/blog/football-trials', lang: 'hi' },
          webpush: { headers: { Urgency: 'normal', TTL: '86400' } },
        },
      },
    ]);
  });
});
