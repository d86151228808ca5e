// @vitest-environment node
// What the browser sends and how it reads the answer, with fetch replaced by a recorder (the
// route itself is tested in submit-route.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET_CODE_PATTERN } from '@/lib/forms/secret-code';
import { SUBMISSION_ID_PATTERN } from '@/lib/forms/submission';
import { newSubmission, submitRecord, SubmissionError } from '@/lib/forms/submit';

const complaint = { category: 'coaching', description: 'd'.repeat(40), incidentDate: '2024-01-15' };

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newSubmission', () => {
  it('gives each submission a random id, and an anonymous complaint a code made here', () => {
    const first = newSubmission('complaint', { ...complaint, anonymous: true });
    const second = newSubmission('complaint', { ...complaint, anonymous: true });
    expect(first.submissionId).toMatch(SUBMISSION_ID_PATTERN);
    expect(first.submissionId).not.toBe(second.submissionId);
    expect(first.code).toMatch(SECRET_CODE_PATTERN);
  });

  it('gives a named complaint and the other forms no code', () => {
    expect(newSubmission('complaint', { ...complaint, anonymous: false })).not.toHaveProperty('code');
    expect(newSubmission('contact', { name: 'Amit', anonymous: true })).not.toHaveProperty('code');
  });
});

describe('submitRecord', () => {
  const submission = newSubmission('complaint', { ...complaint, anonymous: true });

  it('posts the submission to the form’s route and answers the server’s reference and code', async () => {
    const fetchSpy = answer(201, { ok: true, reference: 'CMP-AB12CD34', code: submission.code });
    expect(await submitRecord('complaint', submission)).toEqual({ reference: 'CMP-AB12CD34', code: submission.code });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/forms/complaint');
    expect(JSON.parse(String(init?.body))).toEqual(submission);
  });

  it('reads no answer at all as offline, a refused field as invalid, anything else as failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(submitRecord('complaint', submission)).rejects.toMatchObject({ kind: 'offline' });
    answer(400, { ok: false, code: 'invalid', fields: { phone: 'mobile' } });
    await expect(submitRecord('complaint', submission)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { phone: 'mobile' },
    });
    answer(429, { error: 'Too many requests.' });
    await expect(submitRecord('complaint', submission)).rejects.toBeInstanceOf(SubmissionError);
    answer(503, { ok: false, code: 'unavailable' });
    await expect(submitRecord('complaint', submission)).rejects.toMatchObject({ kind: 'failed' });
  });
});
