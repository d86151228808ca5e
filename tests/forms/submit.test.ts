// @vitest-environment node
// What submitRecord writes, with the Firebase SDK replaced by a recorder (the database's own
// checks are tested in rules.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secretHashOf, SECRET_CODE_PATTERN } from '@/lib/complaints/secret-code';
import { submitRecord } from '@/lib/forms/submit';

const PUSH_KEY = '-Nx8YqTb3kLmab12cd34';

const fakes = vi.hoisted(() => ({ written: [] as { path: string; value: Record<string, unknown> }[] }));
vi.mock('@/lib/firebase/app', () => ({
  getRealtimeDatabase: async () => ({}),
  getSurveyDatabase: async () => ({}),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => ({ path }),
  push: (parent: { path: string }) => ({ path: `${parent.path}/${PUSH_KEY}`, key: PUSH_KEY }),
  serverTimestamp: () => ({ '.sv': 'timestamp' }),
  set: async (target: { path: string }, value: Record<string, unknown>) => {
    fakes.written.push({ path: target.path, value });
  },
}));

afterEach(() => {
  fakes.written.length = 0;
});

const complaint = { category: 'coaching', description: 'd'.repeat(40), incidentDate: '2026-11-20' };

describe('submitRecord', () => {
  it('gives an anonymous complaint a code, and stores only the hash of it with the reference', async () => {
    const sent = await submitRecord('complaint', { ...complaint, anonymous: true, name: '', phone: '' });
    expect(sent.reference).toBe('CMP-AB12CD34');
    expect(sent.code).toMatch(SECRET_CODE_PATTERN);
    const [write] = fakes.written;
    expect(write?.path).toBe(`rufcComplaints/${PUSH_KEY}`);
    expect(write?.value.secretHash).toBe(await secretHashOf('CMP-AB12CD34', sent.code ?? ''));
    expect(JSON.stringify(write?.value)).not.toContain(`"${sent.code ?? ''}"`);
  });

  it('gives a new code for each anonymous complaint', async () => {
    const first = await submitRecord('complaint', { ...complaint, anonymous: true });
    const second = await submitRecord('complaint', { ...complaint, anonymous: true });
    expect(first.code).not.toBe(second.code);
  });

  it('gives a named complaint no code and stores no hash', async () => {
    const sent = await submitRecord('complaint', {
      ...complaint,
      anonymous: false,
      name: 'Priya',
      phone: '9876543210',
    });
    expect(sent).toEqual({ reference: 'CMP-AB12CD34' });
    expect(fakes.written[0]?.value).not.toHaveProperty('secretHash');
  });

  it('leaves the other forms as they were', async () => {
    expect(await submitRecord('contact', { name: 'Amit', anonymous: true })).toEqual({ reference: 'MSG-AB12CD34' });
    expect(fakes.written[0]?.value).toEqual({
      name: 'Amit',
      anonymous: true,
      createdAt: { '.sv': 'timestamp' },
      reference: 'MSG-AB12CD34',
    });
  });
});
