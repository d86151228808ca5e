// @vitest-environment node
// The complaint status form posted without scripts: both proofs arrive, the chosen one is checked.
import { describe, expect, it, vi } from 'vitest';
import { answerStatusPost } from '@/lib/complaints/status-post-service';
import type { StatusLookupInput, StatusLookupResult } from '@/lib/complaints/status-lookup';

vi.mock('server-only', () => ({}));

const CHANGED_AT = Date.UTC(2026, 10, 20, 9, 45);

function post(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const found = vi.fn<(input: StatusLookupInput) => Promise<StatusLookupResult>>(async () => ({
  ok: true,
  status: 'investigating',
  changedAt: CHANGED_AT,
}));

describe('the status form posted without scripts', () => {
  it('looks up the chosen proof only, and answers the status with what was typed', async () => {
    const typed = { reference: 'cmp ab12cd34', method: 'code', mobile: '98765 43210', code: 'abc-234' };
    const answer = await answerStatusPost(post(typed), '203.0.113.7', found);
    expect(found).toHaveBeenCalledWith({ reference: 'cmp ab12cd34', code: 'abc-234', address: '203.0.113.7' });
    expect(answer).toEqual({ typed, found: { status: 'investigating', changedAt: CHANGED_AT } });
  });

  it('names the wrong field without looking anything up', async () => {
    const lookup = vi.fn();
    const typed = { reference: 'CMP-AB12CD34', method: 'mobile', mobile: '12345', code: '' };
    expect(await answerStatusPost(post(typed), 'a', lookup)).toEqual({
      typed,
      problem: { kind: 'invalid', field: 'mobile' },
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('reads a missing method as the mobile number', async () => {
    const answer = await answerStatusPost(post({ reference: 'x' }), 'a', vi.fn());
    expect(answer.typed).toEqual({ reference: 'x', method: 'mobile', mobile: '', code: '' });
    expect(answer.problem).toEqual({ kind: 'invalid', field: 'reference' });
  });

  it.each([
    [{ ok: false, code: 'notFound' }, { kind: 'notFound' }],
    [{ ok: false, code: 'failed' }, { kind: 'failed' }],
    [
      { ok: false, code: 'tooManyAttempts', retryAfterSeconds: 600, retryAfterMinutes: 10 },
      { kind: 'tooManyAttempts', minutes: 10 },
    ],
  ] as const)('answers %j as the problem %j', async (result, problem) => {
    const typed = { reference: 'CMP-AB12CD34', method: 'mobile', mobile: '9876543210', code: '' };
    const answer = await answerStatusPost(post(typed), 'a', async () => result);
    expect(answer).toEqual({ typed, problem });
  });
});
