// @vitest-environment node
// The "Your data" form as posted (with or without scripts: one server action answers both).
import { describe, expect, it, vi } from 'vitest';
import type { DataRequest } from '@/lib/privacy/data-requests/model';
import { answerYourDataPost, type YourDataPostDeps } from '@/lib/privacy/data-requests/page-post';
import type { FoundRecord, ProofResult } from '@/lib/privacy/data-requests/proof';

const SENT_AT = Date.UTC(2026, 10, 2, 6, 30);
const found: FoundRecord = {
  form: 'contact',
  recordKey: '-contactAB12CD34',
  reference: 'MSG-AB12CD34',
  record: { phone: '9876543210' },
};
const answered: DataRequest = {
  key: '-req1',
  form: 'contact',
  recordKey: '-contactAB12CD34',
  reference: 'MSG-AB12CD34',
  kind: 'summary',
  details: {},
  createdAt: SENT_AT,
  replyBy: SENT_AT + 1,
  resolveBy: SENT_AT + 2,
  status: 'answered',
  answer: 'We hold your name and mobile.',
  answeredAt: SENT_AT + 3,
  answeredBy: 'Priya Kumari',
};
const erasure: DataRequest = { ...answered, key: '-req2', kind: 'erasure', status: 'open', createdAt: SENT_AT + 10 };
delete erasure.answer;
delete erasure.answeredAt;
delete erasure.answeredBy;

function post(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
const proof = { reference: 'msg-ab12cd34', method: 'mobile', mobile: '98765 43210', code: '' };

function deps(result: ProofResult = { ok: true, found, requests: [answered], erased: false }) {
  return {
    prove: vi.fn<YourDataPostDeps['prove']>(async () => result),
    ask: vi.fn<YourDataPostDeps['ask']>(async () => ({ request: erasure, repeated: false, code: 'P4W8XZ' })),
  };
}

describe('the Your data form', () => {
  it('shows a proven record’s requests and answers, never who answered', async () => {
    const d = deps();
    const answer = await answerYourDataPost(post({ ...proof, intent: 'look' }), '203.0.113.7', d);
    expect(d.prove).toHaveBeenCalledWith({ reference: 'msg-ab12cd34', mobile: '98765 43210', address: '203.0.113.7' });
    expect(answer.found?.requests).toEqual([
      {
        kind: 'summary',
        createdAt: SENT_AT,
        replyBy: SENT_AT + 1,
        resolveBy: SENT_AT + 2,
        status: 'answered',
        answer: 'We hold your name and mobile.',
        answeredAt: SENT_AT + 3,
      },
    ]);
    expect(JSON.stringify(answer)).not.toContain('Priya');
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('sends a request with its dates and the erasure’s code, and empties the request’s fields', async () => {
    const d = deps();
    const answer = await answerYourDataPost(post({ ...proof, intent: 'ask', kind: 'erasure' }), 'a', d);
    expect(d.ask).toHaveBeenCalledWith(found, { kind: 'erasure' });
    expect(answer.sent).toEqual({
      kind: 'erasure',
      repeated: false,
      replyBy: SENT_AT + 1,
      resolveBy: SENT_AT + 2,
      code: 'P4W8XZ',
    });
    expect(answer.typed).toMatchObject({ reference: 'msg-ab12cd34', mobile: '98765 43210', kind: '' });
    expect(answer.found?.requests.map((r) => r.kind)).toEqual(['erasure', 'summary']);
  });

  it('names the wrong field before anything is counted or looked up', async () => {
    const d = deps();
    expect((await answerYourDataPost(post({ ...proof, mobile: '12345' }), 'a', d)).problem).toEqual({
      kind: 'invalid',
      field: 'mobile',
    });
    expect((await answerYourDataPost(post({ ...proof, reference: 'ABC' }), 'a', d)).problem).toEqual({
      kind: 'invalid',
      field: 'reference',
    });
    expect((await answerYourDataPost(post({ ...proof, intent: 'ask' }), 'a', d)).problem).toEqual({
      kind: 'invalid',
      field: 'kind',
    });
    expect(
      (
        await answerYourDataPost(
          post({ ...proof, intent: 'ask', kind: 'correction', wrong: 'My name', right: ' ' }),
          'a',
          d,
        )
      ).problem,
    ).toEqual({ kind: 'invalid', field: 'right' });
    expect(
      (
        await answerYourDataPost(
          post({
            ...proof,
            intent: 'ask',
            kind: 'nominee',
            nomineeName: 'Sunita',
            nomineeMobile: '123',
            nomineeRelation: 'Mother',
          }),
          'a',
          d,
        )
      ).problem,
    ).toEqual({ kind: 'invalid', field: 'nomineeMobile' });
    expect(d.prove).not.toHaveBeenCalled();
  });

  it('answers any failed proof with the one "nothing found", keeping what was typed', async () => {
    const d = deps({ ok: false, code: 'notFound' });
    const answer = await answerYourDataPost(post({ ...proof, intent: 'ask', kind: 'summary' }), 'a', d);
    expect(answer).toEqual({
      typed: expect.objectContaining({ kind: 'summary', mobile: '98765 43210' }),
      problem: { kind: 'notFound' },
    });
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('asks nothing new about an erased record: it only shows the answers', async () => {
    const d = deps({ ok: true, found, requests: [answered], erased: true });
    const answer = await answerYourDataPost(
      post({ reference: 'MSG-AB12CD34', method: 'code', code: 'p4w8xz', intent: 'ask', kind: 'summary' }),
      'a',
      d,
    );
    expect(d.ask).not.toHaveBeenCalled();
    expect(answer.found?.erased).toBe(true);
  });
});
