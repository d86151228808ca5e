import { CONCESSION_GROUNDS, PLAN_PRICES, type ConcessionGround, type PlanId } from '@/lib/content/plan-prices';
import { postedText } from '@/lib/forms/form-data-values';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The payment form's fields as a browser posts them (with or without scripts: one server action
 * answers both), and what the page is answered with. No Zod here: the form's page loads this.
 */

/** What a payment is for, as the form's hidden field and the page's `?plan=` name it. */
export type PurposeChoice = PlanId | 'donation';
export const isPlanId = (value: string): value is PlanId => Object.hasOwn(PLAN_PRICES, value);
export const purposeChoiceOf = (value: string | undefined): PurposeChoice =>
  value !== undefined && isPlanId(value) ? value : 'donation';

export const isConcessionGround = (value: string): value is ConcessionGround =>
  (CONCESSION_GROUNDS as readonly string[]).includes(value);

/** The donation's own amount, chosen instead of a preset. */
export const OWN_AMOUNT = 'own';

export interface PaymentFormValues {
  purpose: string;
  /** '' (none) or a concession ground; only the concession's plan offers it. */
  concession: string;
  /** A preset amount in rupees, or OWN_AMOUNT. */
  amountChoice: string;
  ownAmount: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  wants80GReceipt: boolean;
  pan: string;
  citizenship: string;
  consent: boolean;
  /** The page's language: the payer is answered in it later too. */
  locale: string;
  /** Made in the browser when the form is shown: the same post twice is one payment. */
  submissionId: string;
}

/** The fields a message can stand beside; 'amount' is the donation's amount, preset or own. */
export type PaymentField =
  'purpose' | 'concession' | 'amount' | 'name' | 'mobile' | 'email' | 'address' | 'pan' | 'citizenship' | 'consent';

/** Message keys (Payments.errors, as lib/forms/field-values.ts parseMessage reads them) by field. */
export type PaymentErrors = Partial<Record<PaymentField, string>>;

/** The payer's fields as a new form shows them: the payment form's and the treasurer's office entry's. */
export const EMPTY_PAYER_VALUES = {
  concession: '',
  ownAmount: '',
  name: '',
  mobile: '',
  email: '',
  address: '',
  wants80GReceipt: false,
  pan: '',
  citizenship: '',
  consent: false,
} as const satisfies Partial<PaymentFormValues>;

export const emptyPaymentValues = (purpose: PurposeChoice, locale: Locale): PaymentFormValues => ({
  ...EMPTY_PAYER_VALUES,
  purpose,
  amountChoice: '',
  locale,
  submissionId: '',
});

/** The form as posted: text by name, ticked boxes by presence. */
export function paymentValuesFromFormData(data: FormData): PaymentFormValues {
  const text = (name: string) => postedText(data.get(name));
  const locale = text('locale');
  return {
    purpose: text('purpose'),
    concession: text('concession'),
    amountChoice: text('amountChoice'),
    ownAmount: text('ownAmount'),
    name: text('name'),
    mobile: text('mobile'),
    email: text('email'),
    address: text('address'),
    wants80GReceipt: data.has('wants80GReceipt'),
    pan: text('pan'),
    citizenship: text('citizenship'),
    consent: data.has('consent'),
    locale: isLocale(locale) ? locale : 'en',
    submissionId: text('submissionId'),
  };
}
