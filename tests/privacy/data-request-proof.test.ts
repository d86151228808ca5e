// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { secretHashOf } from '@/lib/forms/secret-code';
import { proveRecord, type FoundRecord, type ProofDeps, type ProofResult } from '@/lib/privacy/data-requests/proof';
import { memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';

const SENT_AT = Date.UTC(2026, 10, 2, 6, 30);
const ADDRESS = '203.0.113.7';
const CODE = 'K7M2Q9';
const ERASURE_CODE = 'P4W8XZ';

const records: Record<string, FoundRecord> = {
  'MSG-AB12CD34': {
    form: 'contact',
    recordKey: '-contactAB12CD34',
    reference: 'MSG-AB12CD34',
    record: { name: 'Asha Devi', phone: '9876543210', createdAt: SENT_AT, reference: 'MSG-AB12CD34' },
  },
  'MEM-MN34OP56': {
    form: 'membership',
    recordKey: '-memberMN34OP56',
    reference: 'MEM-MN34OP56',
    record: {
      fullName: 'Ravi Kumar',
      phone: '9000000001',
      guardianName: 'Sunita Devi',
      guardianPhone: '9123456780',
      createdAt: SENT_AT,
      reference: 'MEM-MN34OP56',
    },
  },
  'CMP-ZX98YW76': {
    form: 'complaint',
    recordKey: '-complaintZX98YW76',
    reference: 'CMP-ZX98YW76',
    record: { anonymous: true, phone: '', secretHash: '', createdAt: SENT_AT, reference: 'CMP-ZX98YW76' },
  },
  'MSG-ER45ED67': {
    form: 'contact',
    recordKey: '-contactER45ED67',
    reference: 'MSG-ER45ED67',
    // Erased: the mobile number is gone; the erasure request's code still proves it.
    record: { createdAt: SENT_AT, reference: 'MSG-ER45ED67', erasedAt: SENT_AT + 1, erasedBecause: '-req2' },
  },
};

let deps: ProofDeps;
let requests: Record<string, unknown>;

beforeEach(async () => {
  records['CMP-ZX98YW76']!.record.secretHash = await secretHashOf('CMP-ZX98YW76', CODE);
  requests = {
    '-req1': {
      form: 'contact',
      recordKey: '-contactAB12CD34',
      reference: 'MSG-AB12CD34',
      kind: 'summary',
      details: {},
      createdAt: SENT_AT,
      replyBy: SENT_AT + 1,
      resolveBy: SENT_AT + 2,
      status: 'open',
    },
    '-req2': {
      form: 'contact',
      recordKey: '-contactER45ED67',
      reference: 'MSG-ER45ED67',
      kind: 'erasure',
      details: {},
      createdAt: SENT_AT,
      replyBy: SENT_AT + 1,
      resolveBy: SENT_AT + 2,
      status: 'answered',
      answer: 'Erased.',
      secretHash: await secretHashOf('MSG-ER45ED67', ERASURE_CODE),
    },
  };
  deps = {
    findByReference: vi.fn(async (reference: string) => records[reference] ?? null),
    readRequests: async () => requests,
    limiter: memoryAttemptLimiter(),
    log: () => {},
  };
});

const prove = (input: { reference: string; mobile?: string; code?: string }) =>
  proveRecord({ ...input, address: ADDRESS }, deps);
const NOT_FOUND: ProofResult = { ok: false, code: 'notFound' };

describe('proving a record is yours', () => {
  it('finds a record by its reference and mobile number, typed loosely, with its own requests only', async () => {
    const result = await prove({ reference: 'msg ab12cd34', mobile: '+91 98765 43210' });
    expect(result).toMatchObject({
      ok: true,
      found: { form: 'contact', recordKey: '-contactAB12CD34' },
      erased: false,
    });
    expect(result.ok && result.requests.map((r) => r.key)).toEqual(['-req1']);
  });

  it('accepts a minor’s parent’s mobile number as well as their own', async () => {
    expect(await prove({ reference: 'MEM-MN34OP56', mobile: '9123456780' })).toMatchObject({ ok: true });
    expect(await prove({ reference: 'MEM-MN34OP56', mobile: '9000000001' })).toMatchObject({ ok: true });
  });

  it('accepts an anonymous complaint’s code, and an erased record’s erasure code', async () => {
    expect(await prove({ reference: 'CMP-ZX98YW76', code: CODE.toLowerCase() })).toMatchObject({ ok: true });
    expect(await prove({ reference: 'MSG-ER45ED67', code: ERASURE_CODE })).toMatchObject({ ok: true, erased: true });
  });

  it('answers a wrong mobile, a wrong code, an unknown reference and an erased record alike', async () => {
    const answers = [
      await prove({ reference: 'MSG-AB12CD34', mobile: '9876543211' }),
      await prove({ reference: 'CMP-ZX98YW76', code: 'AAAAAA' }),
      // A mobile number never proves an anonymous complaint, even an empty one.
      await prove({ reference: 'CMP-ZX98YW76', mobile: '9876543210' }),
      await prove({ reference: 'MSG-ZZ99ZZ99', mobile: '9876543210' }),
      await prove({ reference: 'MSG-ER45ED67', mobile: '9876543210' }),
      // Another record's erasure code does not open this one.
      await prove({ reference: 'MSG-AB12CD34', code: ERASURE_CODE }),
      await prove({ reference: 'not a reference', mobile: '9876543210' }),
    ];
    expect(answers).toEqual(answers.map(() => NOT_FOUND));
  });

  it('stops guessing at one reference from one address after five wrong tries', async () => {
    for (let i = 0; i < 5; i += 1) await prove({ reference: 'MSG-AB12CD34', mobile: `900000000${i}` });
    const stopped = await prove({ reference: 'MSG-AB12CD34', mobile: '9876543210' });
    expect(stopped).toMatchObject({ ok: false, code: 'tooManyAttempts' });
  });

  it('says it failed, not that nothing was found, when the database does not answer', async () => {
    deps.findByReference = async () => {
      throw new Error('timeout');
    };
    expect(await prove({ reference: 'MSG-AB12CD34', mobile: '9876543210' })).toEqual({ ok: false, code: 'failed' });
  });
});
