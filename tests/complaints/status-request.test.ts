// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invalidStatusField, normalizeReference, statusRequestSchema } from '@/lib/complaints/status-request';
import { referenceFor } from '@/lib/forms/definitions';

describe('normalizeReference', () => {
  it.each([
    ['CMP-AB12CD34', 'CMP-AB12CD34'],
    ['cmp-ab12cd34', 'CMP-AB12CD34'],
    ['AB12CD34', 'CMP-AB12CD34'],
    ['  ab12 cd34 ', 'CMP-AB12CD34'],
    ['CMPAB12CD34', 'CMP-AB12CD34'],
    ['CMP - AB12CD34', 'CMP-AB12CD34'],
  ])('reads %j as %s', (typed, stored) => {
    expect(normalizeReference(typed)).toBe(stored);
  });

  it.each(['', 'CMP-', 'CMP-AB12CD3', 'CMP-AB12CD345', 'MEM-AB12CD34', 'CMP-AB12_D34', 'CMP-AB12CD34x'])(
    'refuses %j',
    (typed) => {
      expect(normalizeReference(typed)).toBeNull();
    },
  );

  it('reads every reference the complaint form makes as itself', () => {
    for (const key of ['-Nx8Yq_ab-12CD34', '-OAbCdEfGhIjKlMnOp', '-Nzzzzzzzz________']) {
      const reference = referenceFor('complaint', key);
      expect(normalizeReference(reference)).toBe(reference);
    }
  });
});

describe('statusRequestSchema', () => {
  it.each([[{ reference: 'CMP-AB12CD34', mobile: '98765 43210' }], [{ reference: 'ab12cd34', code: 'k7m2q9' }]])(
    'accepts %j',
    (body) => {
      expect(statusRequestSchema.safeParse(body).success).toBe(true);
    },
  );

  it.each([
    ['both a mobile number and a code', { reference: 'CMP-AB12CD34', mobile: '9876543210', code: 'K7M2Q9' }],
    ['neither', { reference: 'CMP-AB12CD34' }],
    ['an unknown field', { reference: 'CMP-AB12CD34', mobile: '9876543210', name: 'Priya' }],
    ['an overlong reference', { reference: `CMP-AB12CD34${' '.repeat(40)}`, mobile: '9876543210' }],
    ['an overlong mobile number', { reference: 'CMP-AB12CD34', mobile: '9'.repeat(21) }],
    ['a code with a letter left out of the alphabet', { reference: 'CMP-AB12CD34', code: 'K7M2QO' }],
  ])('refuses %s', (_, body) => {
    expect(statusRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('invalidStatusField', () => {
  it.each([
    [{ reference: 'CMP-AB12', mobile: '98765' }, 'reference'],
    [{ reference: 'CMP-AB12CD34', mobile: '12345' }, 'mobile'],
    [{ reference: 'CMP-AB12CD34', mobile: '' }, 'mobile'],
    [{ reference: 'CMP-AB12CD34', code: 'K7M2' }, 'code'],
    [{ reference: 'CMP-AB12CD34', code: 'K7M2Q9' }, null],
  ] as const)('%j: %s', (body, field) => {
    expect(invalidStatusField(body)).toBe(field);
  });
});
