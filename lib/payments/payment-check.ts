import type { Locale } from '@/lib/i18n/locales';
import { donationSchema, payerSchema, type PayerDetails } from './donation';
import { rupeesToPaise } from './money';
import { planAmountPaise, planHasConcession } from './plan-amount';
import type { PaymentPurpose } from './payment-record';
import {
  isConcessionGround,
  isPlanId,
  OWN_AMOUNT,
  type PaymentErrors,
  type PaymentField,
  type PaymentFormValues,
} from './payment-form';

/** What the site's configuration bounds a payment with (lib/payments/settings.ts). */
export interface PaymentLimits {
  maxDonationRupees: number;
  /** Whether the trust may take a gift from a foreign citizen (FCRA registration). */
  fcraRegistered: boolean;
}

export interface CheckedPayment {
  purpose: PaymentPurpose;
  amountPaise: number;
  payer: PayerDetails;
  locale: Locale;
}

const FIELD_OF: Record<string, PaymentField> = { amountRupees: 'amount', wants80GReceipt: 'pan' };

/** A donation's checked amount (a plan's output has none). */
const donatedRupees = (data: object): number =>
  'amountRupees' in data && typeof data.amountRupees === 'number' ? data.amountRupees : 0;

/** The purpose the form names; null when it names none the site offers. */
function purposeOf(values: PaymentFormValues): PaymentPurpose | null {
  if (values.purpose === 'donation') return { kind: 'donation' };
  if (!isPlanId(values.purpose)) return null;
  const plan = values.purpose;
  // A concession is read only on the plan that has one; any other plan ignores the field.
  const concession = planHasConcession(plan) && isConcessionGround(values.concession) ? values.concession : null;
  return { kind: 'plan', plan, concession };
}

/**
 * The payment form checked on the server, every field: the payment to record, or a message key
 * beside each wrong field. The amount of a plan is the plan's price (less its concession); only a
 * donation's amount comes from the form. A foreign citizen is refused unless the trust holds FCRA
 * registration: a gift from one is a "foreign contribution" it may not take without it.
 */
export function checkPayment(
  values: PaymentFormValues,
  limits: PaymentLimits,
): { ok: true; payment: CheckedPayment } | { ok: false; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const purpose = purposeOf(values);
  if (!purpose) errors.purpose = 'choose';
  if (purpose?.kind === 'plan' && planHasConcession(purpose.plan) && values.concession !== '') {
    if (!isConcessionGround(values.concession)) errors.concession = 'choose';
  }
  const payer = {
    name: values.name,
    mobile: values.mobile,
    email: values.email,
    address: values.address,
    wants80GReceipt: values.wants80GReceipt,
    pan: values.pan,
    citizenship: values.citizenship,
  };
  const amountRupees = values.amountChoice === OWN_AMOUNT ? values.ownAmount : values.amountChoice;
  const result =
    purpose?.kind === 'donation'
      ? donationSchema(limits.maxDonationRupees).safeParse({ ...payer, amountRupees })
      : payerSchema().safeParse(payer);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      const field = FIELD_OF[name] ?? (name as PaymentField);
      if (name && !(field in errors)) errors[field] = issue.message;
    }
  }
  if (values.citizenship === 'foreign' && !limits.fcraRegistered && !errors.citizenship) {
    errors.citizenship = 'foreignRefused';
  }
  if (!values.consent) errors.consent = 'consent';
  if (!result.success || !purpose || Object.keys(errors).length > 0) return { ok: false, errors };
  const amountPaise =
    purpose.kind === 'plan'
      ? planAmountPaise(purpose.plan, purpose.concession)
      : rupeesToPaise(donatedRupees(result.data));
  const { name, mobile, email, address, wants80GReceipt, pan, citizenship } = result.data;
  const locale = values.locale === 'hi' ? 'hi' : 'en';
  return {
    ok: true,
    payment: {
      purpose,
      amountPaise,
      payer: { name, mobile, email, address, wants80GReceipt, pan, citizenship },
      locale,
    },
  };
}
