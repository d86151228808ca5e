// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { donationSchema, DONOR_ADDRESS_MAX_LENGTH, DONOR_NAME_MAX_LENGTH } from '@/lib/payments/donation';

const MAX_RUPEES = 5_00_000;
const schema = donationSchema(MAX_RUPEES);

const valid = {
  name: 'Sunita Devi',
  mobile: '9123456780',
  email: '',
  address: '',
  wants80GReceipt: false,
  pan: '',
  amountRupees: '500',
  citizenship: 'indian',
};

/** The first message key for each field that fails, as the forms show them (lib/forms/validate.ts). */
function errorsOf(values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

describe('a donor’s details', () => {
  it('are taken when valid, trimmed, the amount as whole rupees', () => {
    expect(schema.parse({ ...valid, name: '  Sunita Devi ', email: ' sunita@example.in ' })).toEqual({
      ...valid,
      email: 'sunita@example.in',
      amountRupees: 500,
    });
  });

  it('need a name, within its length', () => {
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'required' });
    expect(errorsOf({ name: 'S' })).toEqual({ name: 'tooShort:2' });
    expect(errorsOf({ name: 'S'.repeat(DONOR_NAME_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ name: 'S'.repeat(DONOR_NAME_MAX_LENGTH + 1) })).toEqual({
      name: `tooLong:${DONOR_NAME_MAX_LENGTH}`,
    });
  });

  it('need an Indian mobile number, read like the other forms read it', () => {
    expect(schema.parse({ ...valid, mobile: '+91 91234 56780' }).mobile).toBe('9123456780');
    expect(schema.parse({ ...valid, mobile: '091234-56780' }).mobile).toBe('9123456780');
    expect(schema.parse({ ...valid, mobile: '0091 9123456780' }).mobile).toBe('9123456780');
    expect(errorsOf({ mobile: '' })).toEqual({ mobile: 'required' });
    expect(errorsOf({ mobile: '5123456780' })).toEqual({ mobile: 'mobile' });
    expect(errorsOf({ mobile: '912345678' })).toEqual({ mobile: 'mobile' });
    expect(errorsOf({ mobile: '+1 912 345 6780' })).toEqual({ mobile: 'mobile' });
  });

  it('may have an email, which must then be one', () => {
    expect(errorsOf({ email: '' })).toEqual({});
    expect(errorsOf({ email: 'sunita@example' })).toEqual({ email: 'email' });
    expect(errorsOf({ email: 'sunita example.in' })).toEqual({ email: 'email' });
    expect(errorsOf({ email: `${'s'.repeat(250)}@example.in` })).toEqual({ email: 'tooLong:254' });
  });

  it('may have an address, within its length', () => {
    expect(schema.parse({ ...valid, address: ' Sasaram, Rohtas ' }).address).toBe('Sasaram, Rohtas');
    expect(errorsOf({ address: 'a'.repeat(DONOR_ADDRESS_MAX_LENGTH + 1) })).toEqual({
      address: `tooLong:${DONOR_ADDRESS_MAX_LENGTH}`,
    });
  });

  it('need a citizenship declaration of indian or foreign', () => {
    expect(schema.parse({ ...valid, citizenship: 'foreign' }).citizenship).toBe('foreign');
    expect(errorsOf({ citizenship: '' })).toEqual({ citizenship: 'choose' });
    expect(errorsOf({ citizenship: 'nri' })).toEqual({ citizenship: 'choose' });
    expect(errorsOf({ citizenship: undefined })).toEqual({ citizenship: 'choose' });
  });
});

describe('the amount', () => {
  it('is whole rupees from 1 to the configured maximum', () => {
    expect(schema.parse({ ...valid, amountRupees: '1' }).amountRupees).toBe(1);
    expect(schema.parse({ ...valid, amountRupees: String(MAX_RUPEES) }).amountRupees).toBe(MAX_RUPEES);
    expect(errorsOf({ amountRupees: '0' })).toEqual({ amountRupees: 'amountMin:1' });
    expect(errorsOf({ amountRupees: String(MAX_RUPEES + 1) })).toEqual({ amountRupees: `amountMax:${MAX_RUPEES}` });
    expect(errorsOf({ amountRupees: '9'.repeat(30) })).toEqual({ amountRupees: `amountMax:${MAX_RUPEES}` });
  });

  it('is read as people type it: Indian commas, spaces, Devanagari digits', () => {
    expect(schema.parse({ ...valid, amountRupees: ' 1,00,000 ' }).amountRupees).toBe(1_00_000);
    expect(schema.parse({ ...valid, amountRupees: '2 500' }).amountRupees).toBe(2_500);
    expect(schema.parse({ ...valid, amountRupees: '५००' }).amountRupees).toBe(500);
  });

  it('is asked again rather than rounded or guessed', () => {
    expect(errorsOf({ amountRupees: '' })).toEqual({ amountRupees: 'required' });
    expect(errorsOf({ amountRupees: '500.50' })).toEqual({ amountRupees: 'amount' });
    expect(errorsOf({ amountRupees: '500.00' })).toEqual({ amountRupees: 'amount' });
    expect(errorsOf({ amountRupees: '-500' })).toEqual({ amountRupees: 'amount' });
    expect(errorsOf({ amountRupees: '₹500' })).toEqual({ amountRupees: 'amount' });
    expect(errorsOf({ amountRupees: '5e3' })).toEqual({ amountRupees: 'amount' });
    expect(errorsOf({ amountRupees: 500 })).not.toEqual({});
  });

  it('has its maximum from the configuration, which must be a whole number of rupees', () => {
    expect(donationSchema(1_000).safeParse({ ...valid, amountRupees: '1001' }).success).toBe(false);
    expect(donationSchema(1_000).safeParse({ ...valid, amountRupees: '1000' }).success).toBe(true);
    expect(() => donationSchema(0)).toThrow(RangeError);
    expect(() => donationSchema(99.5)).toThrow(RangeError);
    expect(() => donationSchema(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('an 80G receipt', () => {
  const receipt = { wants80GReceipt: true, pan: 'AAAPL1234C', address: 'Ward 5, Sasaram, Rohtas, Bihar 821115' };

  it('needs a valid PAN and an address, and keeps the PAN in capitals', () => {
    expect(schema.parse({ ...valid, ...receipt, pan: ' aaapl1234c ' })).toMatchObject({
      wants80GReceipt: true,
      pan: 'AAAPL1234C',
      address: receipt.address,
    });
    expect(errorsOf({ ...receipt, pan: '' })).toEqual({ pan: 'required' });
    expect(errorsOf({ ...receipt, pan: 'AAAPL1234' })).toEqual({ pan: 'pan' });
    expect(errorsOf({ ...receipt, pan: 'AAAXL1234C' })).toEqual({ pan: 'pan' });
    expect(errorsOf({ ...receipt, pan: 'A'.repeat(21) })).toEqual({ pan: 'pan' });
    expect(errorsOf({ ...receipt, address: '  ' })).toEqual({ address: 'required' });
    expect(errorsOf({ ...receipt, pan: '', address: '' })).toEqual({ pan: 'required', address: 'required' });
  });

  it('is the only reason for a PAN: without one, no PAN is asked for or kept', () => {
    expect(errorsOf({ wants80GReceipt: false, pan: '' })).toEqual({});
    expect(errorsOf({ wants80GReceipt: false, pan: 'not a pan' })).toEqual({});
    expect(schema.parse({ ...valid, wants80GReceipt: false, pan: 'AAAPL1234C' }).pan).toBe('');
  });

  it('is a yes or no', () => {
    expect(errorsOf({ wants80GReceipt: 'yes' })).toHaveProperty('wants80GReceipt');
  });
});
