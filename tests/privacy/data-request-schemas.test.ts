// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dataRequestFrom,
  isOverdue,
  normalizeAnyReference,
  requestDetailsSchema,
  teamActionSchema,
} from '@/lib/privacy/data-requests/model';

describe('references', () => {
  it('reads any form’s reference loosely and refuses anything else', () => {
    expect(normalizeAnyReference(' srv ab12 cd34 ')).toBe('SRV-AB12CD34');
    expect(normalizeAnyReference('memAB12CD34')).toBe('MEM-AB12CD34');
    expect(normalizeAnyReference('CMP-AB12CD34')).toBe('CMP-AB12CD34');
    expect(normalizeAnyReference('AB12CD34')).toBeNull();
    expect(normalizeAnyReference('XYZ-AB12CD34')).toBeNull();
    expect(normalizeAnyReference('MSG-AB12CD3')).toBeNull();
  });
});

describe('request details', () => {
  it('takes only what each kind needs', () => {
    expect(requestDetailsSchema.safeParse({ kind: 'erasure' }).success).toBe(true);
    expect(requestDetailsSchema.safeParse({ kind: 'erasure', extra: 'x' }).success).toBe(false);
    expect(requestDetailsSchema.safeParse({ kind: 'correction', wrong: 'a', right: '' }).success).toBe(false);
    expect(requestDetailsSchema.safeParse({ kind: 'correction', wrong: 'a', right: 'b'.repeat(1001) }).success).toBe(
      false,
    );
    expect(
      requestDetailsSchema.parse({ kind: 'nominee', name: ' Sunita ', mobile: '+91 91234 56780', relation: 'Mother' }),
    ).toEqual({
      kind: 'nominee',
      name: 'Sunita',
      mobile: '9123456780',
      relation: 'Mother',
    });
    expect(requestDetailsSchema.safeParse({ kind: 'delete-everything' }).success).toBe(false);
  });

  it('takes a team action only in its known shapes', () => {
    expect(teamActionSchema.safeParse({ action: 'answer', requestKey: '-k', answer: 'Done' }).success).toBe(true);
    expect(teamActionSchema.safeParse({ action: 'answer', requestKey: '-k', answer: ' ' }).success).toBe(false);
    expect(teamActionSchema.safeParse({ action: 'erase', requestKey: '-k' }).success).toBe(true);
    expect(teamActionSchema.safeParse({ action: 'erase', requestKey: '' }).success).toBe(false);
    expect(teamActionSchema.safeParse({ action: 'drop', requestKey: '-k' }).success).toBe(false);
  });
});

describe('stored requests', () => {
  const stored = {
    form: 'contact',
    recordKey: '-r',
    reference: 'MSG-AB12CD34',
    kind: 'summary',
    details: { ignored: 5 },
    createdAt: 1,
    replyBy: 10,
    resolveBy: 20,
    status: 'open',
  };
  it('reads what the server wrote and skips anything else', () => {
    expect(dataRequestFrom('-k', stored)).toMatchObject({ key: '-k', details: {} });
    expect(dataRequestFrom('-k', { ...stored, kind: 'other' })).toBeNull();
    expect(dataRequestFrom('-k', { ...stored, form: 'news' })).toBeNull();
    expect(dataRequestFrom('-k', 'text')).toBeNull();
  });

  it('marks a request overdue past its reply date until answered, and past its resolve date until closed', () => {
    expect(isOverdue({ status: 'open', replyBy: 10, resolveBy: 20 }, 10)).toBe(false);
    expect(isOverdue({ status: 'open', replyBy: 10, resolveBy: 20 }, 11)).toBe(true);
    expect(isOverdue({ status: 'answered', replyBy: 10, resolveBy: 20 }, 11)).toBe(false);
    expect(isOverdue({ status: 'answered', replyBy: 10, resolveBy: 20 }, 21)).toBe(true);
    expect(isOverdue({ status: 'closed', replyBy: 10, resolveBy: 20 }, 21)).toBe(false);
  });
});
