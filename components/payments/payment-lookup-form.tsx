'use client';

import { useActionState, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ReceiptRequestProblem } from '@/lib/payments/receipt-request';
import { labelAbove } from '@/components/forms/form-field';
import { FormNotice } from '@/components/forms/form-notice';
import { TextInputField } from '@/components/forms/text-input-field';
import type { PlanId } from '@/lib/content/plan-prices';
import { SAME_PAGE } from '@/lib/forms/submission';
import { postPaymentLookup } from '@/lib/payments/payment-actions';
import type { PaymentLookupAnswer } from '@/lib/payments/payment-answers';
import { ActionForm } from './action-form';
import { PaymentPanel, useUtrAction } from './payment-panel';
import styles from './payments.module.css';

const ID = 'payment-lookup';

/**
 * Coming back to a payment: its reference and the mobile number given with it, both needed, checked
 * by the server each time (nothing of the proof is kept between posts). Found, the payment shows
 * as it did after the form: the QR code, the link and the UTR form.
 */
export function PaymentLookupForm({
  planNames,
  initial = null,
  receiptProblem,
}: {
  planNames: Readonly<Record<PlanId, string>>;
  initial?: PaymentLookupAnswer | null;
  /** Why a receipt download came back here instead of a PDF. */
  receiptProblem?: ReceiptRequestProblem;
}) {
  const t = useTranslations('Payments.lookup');
  const tReceipt = useTranslations('Payments.receipt');
  const locale = useSiteLocale();
  const [answer, postAction, pending] = useActionState(postPaymentLookup, initial, SAME_PAGE);
  const [reference, setReference] = useState(answer?.typed.reference ?? '');
  const [mobile, setMobile] = useState(answer?.typed.mobile ?? '');
  const utr = useUtrAction();
  // Posted without scripts, the UTR's answer alone comes back with the payment.
  const found = utr.answer?.payment ?? answer?.payment;
  const problem = answer?.problem;
  const fieldProblem = problem === 'reference' || problem === 'mobile' ? problem : undefined;
  return (
    <div className={styles.lookup}>
      <ActionForm id={ID} action={postAction} pending={pending} className={styles.lookupForm}>
        <h2 id={`${ID}-title`} className={styles.columnTitle}>
          {t('heading')}
        </h2>
        <p className={styles.text}>{t('intro')}</p>
        {receiptProblem && !answer && (
          <FormNotice severity="error" role="alert">
            {tReceipt(`problems.${receiptProblem}`)}
          </FormNotice>
        )}
        {problem && !fieldProblem && (
          <FormNotice severity="error" role="alert">
            {t(`errors.${problem}`, { minutes: answer?.minutes ?? 1 })}
          </FormNotice>
        )}
        <input type="hidden" name="locale" value={locale} />
        <TextInputField
          id={`${ID}-reference`}
          name="reference"
          label={t('reference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          required
          error={fieldProblem === 'reference'}
          helperText={fieldProblem === 'reference' ? t('errors.reference') : t('referenceHelp')}
          fullWidth
          slotProps={{ ...labelAbove, htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextInputField
          id={`${ID}-mobile`}
          name="mobile"
          label={t('mobile')}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          required
          type="tel"
          autoComplete="tel"
          error={fieldProblem === 'mobile'}
          helperText={fieldProblem === 'mobile' ? t('errors.mobile') : undefined}
          fullWidth
          slotProps={{ ...labelAbove, htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" disabled={pending} className={styles.submit}>
          {pending ? t('finding') : t('find')}
        </Button>
      </ActionForm>
      {found && <PaymentPanel key={found.reference} payment={found} planNames={planNames} utr={utr} />}
    </div>
  );
}
