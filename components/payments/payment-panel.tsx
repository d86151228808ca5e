'use client';

import { useActionState, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { PlanId } from '@/lib/content/plan-prices';
import { labelAbove } from '@/components/forms/form-field';
import { FormNotice } from '@/components/forms/form-notice';
import { TextInputField } from '@/components/forms/text-input-field';
import { SAME_PAGE } from '@/lib/forms/submission';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import { postUtr } from '@/lib/payments/payment-actions';
import type { UtrAnswer } from '@/lib/payments/payment-answers';
import { isWaiting } from '@/lib/payments/payment-record';
import type { PaymentShown } from '@/lib/payments/payment-shown';
import { ReceiptCard } from './receipt-card';
import styles from './payments.module.css';

const ID = 'payment-utr';

/** The UTR form's action and its answer, held by the page's form (see PaymentPanel). */
export interface UtrAction {
  answer: UtrAnswer | null;
  action: (data: FormData) => void;
  pending: boolean;
}

/**
 * The UTR form's server action. Held by the form that shows the panel, not by the panel: posted
 * without scripts, the page comes back with only this answer, which then brings the payment back.
 */
export function useUtrAction(): UtrAction {
  const [answer, action, pending] = useActionState(postUtr, null as UtrAnswer | null, SAME_PAGE);
  return { answer, action, pending };
}

/**
 * A payment for its payer: the amount, the reference, the QR code drawn on the server, the link
 * that opens a UPI app, and the form for the UTR after paying. The UTR form carries the reference
 * and mobile number, so the server proves the payment again before it keeps the UTR.
 */
export function PaymentPanel({
  payment: given,
  planNames,
  utr: { answer, action: postAction, pending },
}: {
  payment: PaymentShown;
  /** Each plan's name in the page's language (the plans page's content). */
  planNames: Readonly<Record<PlanId, string>>;
  utr: UtrAction;
}) {
  const t = useTranslations('Payments');
  const locale = useSiteLocale();
  const payment = answer?.payment ?? given;
  const [utr, setUtr] = useState(answer?.typed ?? '');
  const amount = formatPaise(locale, payment.amountPaise);
  const forText =
    payment.purpose.kind === 'donation'
      ? t('payment.for.donation')
      : t(payment.purpose.concession ? 'payment.for.planConcession' : 'payment.for.plan', {
          plan: planNames[payment.purpose.plan],
        });
  const problem = answer?.problem;

  return (
    <section aria-labelledby="payment-title" className={styles.panel}>
      <h2 id="payment-title" className={styles.title}>
        {t('payment.title', { amount })}
      </h2>
      <p className={styles.text}>{forText}</p>
      <p className={styles.referenceLabel}>{t('payment.reference')}</p>
      <p data-testid="payment-reference" className={styles.reference}>
        {payment.reference}
      </p>
      <p className={styles.note}>{t('payment.keepReference')}</p>
      <p role="status" className={styles.status}>
        {t(`payment.status.${payment.status}`)}
      </p>
      {isWaiting(payment.status) && (
        <>
          <p className={styles.note}>{t('payment.notPaidYet')}</p>

          <p className={styles.scan}>{t('payment.scan')}</p>
          <div
            // Our own SVG (lib/payments/upi-qr.ts): drawn on the server from the link, titled, nothing loaded.
            dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
            className={styles.qr}
          />
          <Button variant="contained" size="large" href={payment.upiLink}>
            {t('payment.payWithApp')}
          </Button>
          <p className={styles.hint}>{t('payment.iphone')}</p>
          <p className={styles.hint}>{t('payment.checkPayee', { amount })}</p>

          <form
            noValidate
            action={postAction}
            aria-labelledby={`${ID}-title`}
            aria-busy={pending || undefined}
            className={styles.utr}
          >
            <h3 id={`${ID}-title`} className={styles.subtitle}>
              {t('utr.title')}
            </h3>
            <p className={styles.text}>{t('utr.intro')}</p>
            {answer?.payment && !problem && (
              <FormNotice severity={answer.payment.utrFlagged ? 'warning' : 'success'} role="status">
                {answer.payment.utrFlagged ? t('utr.flagged') : t('utr.saved', { utr: answer.payment.utr })}
              </FormNotice>
            )}
            <input type="hidden" name="reference" value={payment.reference} />
            <input type="hidden" name="mobile" value={payment.proofMobile} />
            <TextInputField
              id={`${ID}-utr`}
              name="utr"
              label={t('utr.label')}
              value={utr}
              onChange={(event) => setUtr(event.target.value)}
              required
              error={problem === 'utr'}
              helperText={problem ? t(`utr.errors.${problem}`, { minutes: answer?.minutes ?? 1 }) : undefined}
              autoComplete="off"
              slotProps={{ ...labelAbove, htmlInput: { inputMode: 'numeric', maxLength: 20, spellCheck: false } }}
            />
            <Button type="submit" variant="outlined" disabled={pending} className={styles.submit}>
              {pending ? t('utr.sending') : t('utr.submit')}
            </Button>
          </form>
        </>
      )}
      {payment.receipt && (
        <ReceiptCard receipt={payment.receipt} reference={payment.reference} proofMobile={payment.proofMobile} />
      )}
    </section>
  );
}
