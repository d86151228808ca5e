// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { secretHashOf } from '@/lib/forms/secret-code';
import { PERSONAL_FIELDS } from '@/lib/privacy/personal-fields';
import type { FoundRecord } from '@/lib/privacy/data-requests/proof';
import {
  answerRequest,
  askRequest,
  closeRequest,
  eraseForRequest,
  listRequests,
  recordWithdrawal,
  type TeamDeps,
} from '@/lib/privacy/data-requests/requests';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { NO_INSIGHTS_FILTER } from '@/lib/survey-insights/types';
import { memoryRequestStore } from '../support/memory-request-store';

const SENT_AT = Date.UTC(2026, 10, 2, 6, 30); // Monday 2 November 2026, 12:00 IST
const coordinator = { memberId: 'RYF001', name: 'Priya Kumari' };

const contact = {
  name: 'Asha Devi',
  phone: '9876543210',
  subject: 'Football trials',
  message: 'When are the trials for girls?',
  createdAt: SENT_AT,
  reference: 'MSG-AB12CD34',
};
const found = (record: Record<string, unknown> = contact): FoundRecord => ({
  form: 'contact',
  recordKey: '-contactAB12CD34',
  reference: 'MSG-AB12CD34',
  record,
});

function setUp(extra: Record<string, unknown> = {}) {
  const memory = memoryRequestStore({ contactMessages: { '-contactAB12CD34': { ...contact } }, ...extra });
  const appendAccessEntry = vi.fn<TeamDeps['appendAccessEntry']>(async () => {});
  const deps: TeamDeps = {
    store: memory.store,
    recordStore: async () => memory.store,
    appendAccessEntry,
    now: () => SENT_AT + 86_400_000,
  };
  return { ...memory, deps, appendAccessEntry };
}

describe('asking', () => {
  it('stores the request with its reply-by and resolve-by dates and only its own details', async () => {
    const { store, read } = setUp();
    const { request, repeated } = await askRequest(
      found(),
      { kind: 'correction', wrong: 'My name is spelt Asa', right: 'Asha' },
      store,
      SENT_AT,
    );
    expect(repeated).toBe(false);
    expect(read(`dataRequests/${request.key}`)).toEqual({
      form: 'contact',
      recordKey: '-contactAB12CD34',
      reference: 'MSG-AB12CD34',
      kind: 'correction',
      details: { wrong: 'My name is spelt Asa', right: 'Asha' },
      createdAt: SENT_AT,
      replyBy: Date.UTC(2026, 10, 10, 18, 29, 59, 999),
      resolveBy: Date.UTC(2026, 11, 2, 18, 29, 59, 999),
      status: 'open',
    });
  });

  it('keeps one open request per kind: a repeat, or two at once, shows the open one', async () => {
    const { store, data } = setUp();
    const [first, second] = await Promise.all([
      askRequest(found(), { kind: 'summary' }, store, SENT_AT),
      askRequest(found(), { kind: 'summary' }, store, SENT_AT + 1),
    ]);
    const again = await askRequest(found(), { kind: 'summary' }, store, SENT_AT + 2);
    expect(Object.keys(data.dataRequests as object)).toHaveLength(1);
    expect([first.repeated, second.repeated, again.repeated].filter(Boolean)).toHaveLength(2);
    expect(again.request.key).toBe(first.request.key);
    // Another kind is its own request.
    await askRequest(found(), { kind: 'erasure' }, store, SENT_AT);
    expect(Object.keys(data.dataRequests as object)).toHaveLength(2);
  });

  it('lets the same be asked again once the first is answered and closed', async () => {
    const { store, deps } = setUp();
    const first = await askRequest(found(), { kind: 'summary' }, store, SENT_AT);
    await answerRequest(first.request.key, 'We hold your name, mobile and message.', coordinator, deps);
    await closeRequest(first.request.key, coordinator, deps);
    const second = await askRequest(found(), { kind: 'summary' }, store, SENT_AT + 10);
    expect(second.repeated).toBe(false);
    expect(second.request.key).not.toBe(first.request.key);
  });

  it('gives an erasure a code whose hash alone is kept with the request', async () => {
    const { store, read } = setUp();
    const { request, code } = await askRequest(found(), { kind: 'erasure' }, store, SENT_AT);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(read(`dataRequests/${request.key}/secretHash`)).toBe(await secretHashOf('MSG-AB12CD34', code ?? ''));
  });
});

describe('the team', () => {
  it('lists open requests first, nearest reply date first', async () => {
    const { store, deps } = setUp();
    const late = await askRequest(found(), { kind: 'summary' }, store, SENT_AT + 5 * 86_400_000);
    const early = await askRequest(found(), { kind: 'withdrawal' }, store, SENT_AT);
    const done = await askRequest(found(), { kind: 'erasure' }, store, SENT_AT - 86_400_000);
    await answerRequest(done.request.key, 'Erased.', coordinator, deps);
    expect((await listRequests(store)).map((r) => r.key)).toEqual([
      early.request.key,
      late.request.key,
      done.request.key,
    ]);
  });

  it('records the answer and who gave it, logs it, and refuses to close an unanswered request', async () => {
    const { store, deps, read, appendAccessEntry } = setUp();
    const { request } = await askRequest(found(), { kind: 'summary' }, store, SENT_AT);
    expect(await closeRequest(request.key, coordinator, deps)).toEqual({ ok: false, code: 'conflict' });
    await answerRequest(request.key, 'We hold your name and mobile.', coordinator, deps);
    expect(read(`dataRequests/${request.key}`)).toMatchObject({
      status: 'answered',
      answer: 'We hold your name and mobile.',
      answeredAt: SENT_AT + 86_400_000,
      answeredBy: 'Priya Kumari',
    });
    expect(appendAccessEntry).toHaveBeenCalledWith({
      by: 'RYF001',
      byName: 'Priya Kumari',
      action: 'answer',
      form: 'contact',
      recordKey: '-contactAB12CD34',
      reference: 'MSG-AB12CD34',
      count: 1,
    });
    expect(await closeRequest(request.key, coordinator, deps)).toMatchObject({ ok: true });
    expect(read(`dataRequests/${request.key}/status`)).toBe('closed');
    expect(await answerRequest(request.key, 'Changed', coordinator, deps)).toEqual({ ok: false, code: 'conflict' });
    expect(await answerRequest('-missing', 'x', coordinator, deps)).toEqual({ ok: false, code: 'notFound' });
  });

  it('erases exactly the personal fields, marks the record and logs it, once', async () => {
    const { store, deps, read, appendAccessEntry } = setUp();
    const { request } = await askRequest(found(), { kind: 'erasure' }, store, SENT_AT);
    expect(await eraseForRequest(request.key, coordinator, deps)).toMatchObject({ ok: true });
    expect(read('contactMessages/-contactAB12CD34')).toEqual({
      createdAt: SENT_AT,
      reference: 'MSG-AB12CD34',
      erasedAt: SENT_AT + 86_400_000,
      erasedBecause: request.key,
    });
    await eraseForRequest(request.key, coordinator, deps);
    expect(appendAccessEntry).toHaveBeenCalledTimes(1);
    expect(appendAccessEntry).toHaveBeenCalledWith(expect.objectContaining({ action: 'erase', count: 1 }));
  });

  it('answers not found for a record deleted before the erasure, and brings back nothing of it', async () => {
    const { store, deps, read, data, appendAccessEntry } = setUp();
    const { request } = await askRequest(found(), { kind: 'erasure' }, store, SENT_AT);
    // The nightly run deleted the record after the person asked.
    delete (data.contactMessages as Record<string, unknown>)['-contactAB12CD34'];
    expect(await eraseForRequest(request.key, coordinator, deps)).toEqual({ ok: false, code: 'notFound' });
    expect(read('contactMessages/-contactAB12CD34')).toBeNull();
    expect(appendAccessEntry).not.toHaveBeenCalled();
  });

  it('erases only through an erasure request', async () => {
    const { store, deps, read } = setUp();
    const { request } = await askRequest(found(), { kind: 'summary' }, store, SENT_AT);
    expect(await eraseForRequest(request.key, coordinator, deps)).toEqual({ ok: false, code: 'notFound' });
    expect(read('contactMessages/-contactAB12CD34/name')).toBe('Asha Devi');
  });

  it('keeps a survey answer counted in the insights once its guardian’s details are erased', async () => {
    const answer = {
      ageGroup: '14-17',
      block: 'Sasaram',
      occupation: 'school',
      interests: ['sports'],
      needs: 'A ground',
      suggestions: '',
      consent: true,
      guardianName: 'Ramesh Kumar',
      guardianPhone: '9123456780',
      createdAt: SENT_AT,
      reference: 'SRV-QW12ER34',
    };
    const { store, deps, read } = setUp({ surveyResponses: { '-surveyQW12ER34': answer } });
    const before = surveyInsights(read('surveyResponses'), NO_INSIGHTS_FILTER);
    const { request } = await askRequest(
      { form: 'survey', recordKey: '-surveyQW12ER34', reference: 'SRV-QW12ER34', record: answer },
      { kind: 'erasure' },
      store,
      SENT_AT,
    );
    await eraseForRequest(request.key, coordinator, deps);
    const erased = read('surveyResponses/-surveyQW12ER34') as Record<string, unknown>;
    for (const field of PERSONAL_FIELDS.survey) expect(erased).not.toHaveProperty(field);
    expect(erased).toMatchObject({ ageGroup: '14-17', block: 'Sasaram', interests: ['sports'] });
    const after = surveyInsights(read('surveyResponses'), NO_INSIGHTS_FILTER);
    expect(before.total).toBe(1);
    expect(after).toEqual(before);
  });

  it('records a withdrawal of consent on the record, once', async () => {
    const { store, deps, read, appendAccessEntry } = setUp();
    const { request } = await askRequest(found(), { kind: 'withdrawal' }, store, SENT_AT);
    await recordWithdrawal(request.key, coordinator, deps);
    expect(read('contactMessages/-contactAB12CD34/consentWithdrawnAt')).toBe(SENT_AT + 86_400_000);
    expect(read('contactMessages/-contactAB12CD34/name')).toBe('Asha Devi');
    expect(appendAccessEntry).toHaveBeenCalledWith(expect.objectContaining({ action: 'consent' }));
  });
});
