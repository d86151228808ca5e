// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyOfficeValues, officeMessage, officeRequest } from '@/lib/payments/office-entry-form';

const ENTRY_ID = '5f0c7a8e-6a1b-4c3d-9e2f-0a1b2c3d4e5f';

describe('the office form as sent', () => {
  it('starts empty, in the workspace’s language, with nothing chosen for the member', () => {
    expect(emptyOfficeValues('hi')).toMatchObject({
      mode: '',
      purpose: '',
      citizenship: '',
      consent: false,
      locale: 'hi',
    });
  });

  it('sends nothing until how the money came is chosen', () => {
    expect(officeRequest(ENTRY_ID, emptyOfficeValues('en'))).toEqual({ ok: false, errors: { mode: 'choose' } });
  });

  it('sends the entry id, the mode, the reference of a transfer only, and the payer’s fields', () => {
    const values = { ...emptyOfficeValues('en'), bankReference: 'SBIN123456', purpose: 'donation', ownAmount: '500' };
    const transfer = officeRequest(ENTRY_ID, { ...values, mode: 'bankTransfer' });
    expect(transfer).toEqual({
      ok: true,
      request: {
        entryId: ENTRY_ID,
        mode: 'bankTransfer',
        bankReference: 'SBIN123456',
        values: {
          purpose: 'donation',
          concession: '',
          ownAmount: '500',
          name: '',
          mobile: '',
          email: '',
          address: '',
          wants80GReceipt: false,
          pan: '',
          citizenship: '',
          consent: false,
          locale: 'en',
        },
      },
    });
    const cash = officeRequest(ENTRY_ID, { ...values, mode: 'cash' });
    expect(cash.ok && cash.request.bankReference).toBe('');
  });

  it('words cash’s largest amount as the law’s, and a transfer’s as a check', () => {
    expect(officeMessage('amountMax:199999', 'cash')).toEqual({ key: 'amountMaxCash', limit: 199999 });
    expect(officeMessage('amountMax:10000000', 'bankTransfer')).toEqual({ key: 'amountMax', limit: 10000000 });
    expect(officeMessage('tooShort:2', 'cash')).toEqual({ key: 'tooShort', limit: 2 });
    expect(officeMessage('bankReference', 'bankTransfer')).toEqual({ key: 'bankReference' });
    expect(officeMessage('somethingNew', 'cash')).toEqual({ key: 'check' });
  });
});
