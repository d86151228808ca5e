// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isVpa, upiPaymentLink, UpiLinkError, UPI_NOTE_MAX_LENGTH, type UpiPayment } from '@/lib/payments/upi-link';

const payment: UpiPayment = {
  payeeVpa: 'rohtasyuva@sbi',
  payeeName: 'Rohtas Yuva Foundation',
  amountPaise: 50_000,
  reference: 'RYFD2627000042',
  note: 'Donation RYF/2026-27',
};

/** The parameters of a link as a UPI app reads them: split on & and =, each value percent-decoded. */
const parametersOf = (link: string) =>
  link
    .slice('upi://pay?'.length)
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, decodeURIComponent(value)];
    });

const failure = (change: Partial<UpiPayment>) => {
  try {
    upiPaymentLink({ ...payment, ...change });
  } catch (error) {
    return error instanceof UpiLinkError ? error.field : error;
  }
  return 'built';
};

describe('UPI IDs', () => {
  it('take name@handle with the characters UPI IDs use', () => {
    for (const vpa of [
      'rohtasyuva@sbi',
      '9876543210@ybl',
      'ravi.kumar@okhdfcbank',
      'ravi_kumar-2@oksbi',
      'R.Kumar@Paytm',
      '12345678901@SBIN0001234.ifsc.npci',
    ]) {
      expect(isVpa(vpa), vpa).toBe(true);
    }
  });

  it('refuse spaces, a second @, a missing side and characters UPI does not use', () => {
    for (const vpa of [
      '',
      'rohtasyuva',
      '@sbi',
      'rohtasyuva@',
      'rohtas yuva@sbi',
      ' rohtasyuva@sbi',
      'rohtasyuva@sbi ',
      'rohtas@yuva@sbi',
      'rohtas+yuva@sbi',
      'rohtasyuva@s-bi',
      'rohtasyuva@9sbi',
      'rohtasyuva@sbi.',
      'rohtasyuva@sbi..npci',
      '.rohtas@sbi',
      'रोहतास@sbi',
      'rohtas%40yuva@sbi',
      `${'a'.repeat(252)}@sbi`,
    ]) {
      expect(isVpa(vpa), vpa).toBe(false);
    }
    expect(isVpa(`${'a'.repeat(251)}@sbi`)).toBe(true);
  });
});

describe('a UPI payment link', () => {
  it('writes the parameters in the specification’s order, amount with two decimals, in INR', () => {
    expect(upiPaymentLink(payment)).toBe(
      'upi://pay?pa=rohtasyuva@sbi&pn=Rohtas%20Yuva%20Foundation&tr=RYFD2627000042' +
        '&tn=Donation%20RYF%2F2026-27&am=500.00&cu=INR',
    );
  });

  it('percent-encodes values, a space as %20 and never +', () => {
    const link = upiPaymentLink({ ...payment, payeeName: 'Rohtas & Sons + Co', note: 'Plan: Gold 50% off?' });
    expect(link).not.toContain('+');
    expect(link).toContain('pn=Rohtas%20%26%20Sons%20%2B%20Co&');
    expect(link).toContain('tn=Plan%3A%20Gold%2050%25%20off%3F&');
    expect(parametersOf(link)).toEqual([
      ['pa', 'rohtasyuva@sbi'],
      ['pn', 'Rohtas & Sons + Co'],
      ['tr', 'RYFD2627000042'],
      ['tn', 'Plan: Gold 50% off?'],
      ['am', '500.00'],
      ['cu', 'INR'],
    ]);
  });

  it('encodes Hindi as UTF-8 and trims the name and note', () => {
    const link = upiPaymentLink({ ...payment, payeeName: ' रोहतास युवा फाउंडेशन ', note: ' दान ' });
    expect(link).toContain('pn=%E0%A4%B0%E0%A5%8B');
    expect(link).toContain('&tn=%E0%A4%A6%E0%A4%BE%E0%A4%A8&');
    expect(parametersOf(link)[1]).toEqual(['pn', 'रोहतास युवा फाउंडेशन']);
  });

  it('writes paise and the smallest amount exactly', () => {
    expect(upiPaymentLink({ ...payment, amountPaise: 15_050 })).toContain('&am=150.50&');
    expect(upiPaymentLink({ ...payment, amountPaise: 1 })).toContain('&am=0.01&');
  });

  it('writes a merchant code after the name, as the specification places it', () => {
    expect(upiPaymentLink({ ...payment, merchantCode: '8398' })).toBe(
      'upi://pay?pa=rohtasyuva@sbi&pn=Rohtas%20Yuva%20Foundation&mc=8398&tr=RYFD2627000042' +
        '&tn=Donation%20RYF%2F2026-27&am=500.00&cu=INR',
    );
    expect(failure({ merchantCode: '839' })).toBe('merchantCode');
    expect(failure({ merchantCode: '83980' })).toBe('merchantCode');
    expect(failure({ merchantCode: 'abcd' })).toBe('merchantCode');
  });

  it('ends with the page about the payment when there is one, encoded', () => {
    const link = upiPaymentLink({ ...payment, url: 'https://rohtasyuva.org/receipt?id=RYF1&lang=hi' });
    expect(link.endsWith('&cu=INR&url=https%3A%2F%2Frohtasyuva.org%2Freceipt%3Fid%3DRYF1%26lang%3Dhi')).toBe(true);
    expect(parametersOf(link).at(-1)).toEqual(['url', 'https://rohtasyuva.org/receipt?id=RYF1&lang=hi']);
  });

  it('keeps a note of 50 characters, counted as characters not UTF-16 units, and refuses a longer one', () => {
    expect(UPI_NOTE_MAX_LENGTH).toBe(50);
    expect(failure({ note: 'n'.repeat(50) })).toBe('built');
    expect(failure({ note: 'n'.repeat(51) })).toBe('note');
    // 50 emoji are 100 UTF-16 units but 50 characters.
    expect(failure({ note: '🙏'.repeat(50) })).toBe('built');
    expect(failure({ note: '🙏'.repeat(51) })).toBe('note');
  });

  it('names the field that cannot be written', () => {
    expect(failure({ payeeVpa: 'rohtas yuva@sbi' })).toBe('payeeVpa');
    expect(failure({ payeeVpa: 'a@b@sbi' })).toBe('payeeVpa');
    expect(failure({ payeeName: '  ' })).toBe('payeeName');
    expect(failure({ payeeName: 'Rohtas\nYuva' })).toBe('payeeName');
    expect(failure({ amountPaise: 0 })).toBe('amountPaise');
    expect(failure({ amountPaise: -100 })).toBe('amountPaise');
    expect(failure({ amountPaise: 150.5 })).toBe('amountPaise');
    expect(failure({ reference: '' })).toBe('reference');
    expect(failure({ reference: 'RYF/2026-27/00042' })).toBe('reference');
    expect(failure({ reference: 'R'.repeat(36) })).toBe('reference');
    expect(failure({ reference: 'R'.repeat(35) })).toBe('built');
    expect(failure({ note: '' })).toBe('note');
    expect(failure({ note: 'Donation\u0000' })).toBe('note');
    expect(failure({ url: 'http://rohtasyuva.org/receipt' })).toBe('url');
    expect(failure({ url: 'javascript:alert(1)' })).toBe('url');
    expect(failure({ url: 'not a url' })).toBe('url');
  });

  it('says which field in its message too', () => {
    expect(() => upiPaymentLink({ ...payment, payeeVpa: 'nobody' })).toThrow(/^payeeVpa: /);
  });
});
