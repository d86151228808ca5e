import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sendOfficeEntry, sendReissue, type OfficeEntryRequest } from '@/lib/payments/payments-client';

const answers: [number, string][] = [];
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => {
  const [status, body] = answers.shift() ?? [500, '{}'];
  return new Response(body, { status });
});
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  answers.length = 0;
  vi.clearAllMocks();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const entry: OfficeEntryRequest = {
  entryId: '5f0c7a8e-6a1b-4c3d-9e2f-0a1b2c3d4e5f',
  mode: 'cash',
  bankReference: '',
  values: {
    purpose: 'donation',
    concession: '',
    ownAmount: '1500',
    name: 'Ramesh Singh',
    mobile: '9876543210',
    email: '',
    address: '',
    wants80GReceipt: false,
    pan: '',
    citizenship: 'indian',
    consent: true,
    locale: 'hi',
  },
};

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;

describe('the treasurer’s office entries and reissues, from the browser', () => {
  it('posts an office entry with the member’s token and answers the receipt', async () => {
    answers.push([200, JSON.stringify({ ok: true, paymentKey: '-k', reference: 'PAYK7Q2M9XD', receiptNumber: 'R/1' })]);
    expect(await sendOfficeEntry('token-1', entry)).toMatchObject({
      ok: true,
      reference: 'PAYK7Q2M9XD',
      receiptNumber: 'R/1',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/team/payments', expect.objectContaining({ method: 'POST' }));
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(sentBody()).toEqual({ action: 'recordOffice', ...entry });
  });

  it('answers a refusal with its field messages instead of throwing', async () => {
    const refusal = { ok: false, code: 'invalid', errors: { amount: 'amountMax:199999' } };
    answers.push([400, JSON.stringify(refusal)]);
    expect(await sendOfficeEntry('token-1', entry)).toEqual(refusal);
    answers.push([409, JSON.stringify({ ok: false, code: 'notConfirmed' })]);
    expect(await sendReissue('token-1', { paymentKey: '-k', receiptNumber: 'R/1', reason: 'Typo' })).toEqual({
      ok: false,
      code: 'notConfirmed',
    });
  });

  it('posts a reissue and answers the new number', async () => {
    answers.push([200, JSON.stringify({ ok: true, receiptNumber: 'R/2' })]);
    const request = { paymentKey: '-k', receiptNumber: 'R/1', reason: 'Typo', corrections: { name: 'Ramesh Singh' } };
    expect(await sendReissue('token-1', request)).toEqual({ ok: true, receiptNumber: 'R/2' });
    expect(sentBody()).toEqual({ action: 'reissue', ...request });
  });

  it.each([
    [502, '<html>Bad gateway</html>'],
    [200, JSON.stringify({ ok: true })],
    [500, JSON.stringify({ ok: true, receiptNumber: 'R/1' })],
    [400, JSON.stringify({ ok: false })],
  ])('throws on an answer that is not the route’s (%s %s)', async (status, body) => {
    answers.push([status, body]);
    await expect(sendReissue('token-1', { paymentKey: '-k', receiptNumber: 'R/1', reason: 'Typo' })).rejects.toThrow();
  });
});
