import type { PaymentPurpose, PaymentRecord, PaymentStatus } from './payment-record';
import type { ReceiptShown } from './receipt-view';
import { upiPaymentLink } from './upi-link';
import { upiQrSvg } from './upi-qr';

/** What the payer's page shows of a payment: never the payer's details, which they typed themselves. */
export interface PaymentShown {
  reference: string;
  amountPaise: number;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  utr: string;
  /** The UTR was given for another payment first: the treasurer looks into it. */
  utrFlagged: boolean;
  upiLink: string;
  /** The QR code of `upiLink`, drawn on the server (SVG markup with its title). */
  qrSvg: string;
  /** The mobile number the payer proved the payment with, carried in the UTR form to prove it again. */
  proofMobile: string;
  /** The receipt in force, once the payment is confirmed. */
  receipt?: ReceiptShown;
}

export interface Payee {
  payeeVpa: string;
  payeeName: string;
}

/** The short note the payer's app shows and the statement may keep (at most 50 characters, ASCII). */
export function paymentNote(purpose: PaymentPurpose, reference: string, shortName: string): string {
  const what = purpose.kind === 'donation' ? 'donation' : `${purpose.plan} plan`;
  return `${shortName} ${what} ${reference}`;
}

type ShownFields = Pick<PaymentRecord, 'reference' | 'amountPaise' | 'purpose' | 'status' | 'utr'> & {
  utrAlsoGivenFor?: string;
};

/** The payment as its payer sees it: the amount, the reference, the UPI link and its QR code titled `qrTitle`. */
export function showPayment(
  payment: ShownFields,
  payee: Payee,
  { qrTitle, shortName, proofMobile }: { qrTitle: string; shortName: string; proofMobile: string },
): PaymentShown {
  const upiLink = upiPaymentLink({
    payeeVpa: payee.payeeVpa,
    payeeName: payee.payeeName,
    amountPaise: payment.amountPaise,
    reference: payment.reference,
    note: paymentNote(payment.purpose, payment.reference, shortName),
  });
  return {
    reference: payment.reference,
    amountPaise: payment.amountPaise,
    purpose: payment.purpose,
    status: payment.status,
    utr: payment.utr,
    utrFlagged: payment.utrAlsoGivenFor !== undefined,
    upiLink,
    qrSvg: upiQrSvg(upiLink, qrTitle),
    proofMobile,
  };
}
