'use client';

import { useActionState, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
    <Paper variant="outlined" component="section" aria-labelledby="payment-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h3" id="payment-title" sx={{ mb: 1 }}>
        {t('payment.title', { amount })}
      </Typography>
      <Typography>{forText}</Typography>
      <Typography component="p" sx={{ fontWeight: 700, mt: 2 }}>
        {t('payment.reference')}
      </Typography>
      <Typography
        component="p"
        data-testid="payment-reference"
        sx={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: 2, color: 'primary.dark', overflowWrap: 'anywhere' }}
      >
        {payment.reference}
      </Typography>
      <Typography variant="body2">{t('payment.keepReference')}</Typography>
      <Typography role="status" sx={{ mt: 2, fontWeight: 700 }}>
        {t(`payment.status.${payment.status}`)}
      </Typography>
      {isWaiting(payment.status) && (
        <>
          <Typography variant="body2">{t('payment.notPaidYet')}</Typography>

          <Typography sx={{ mt: 2 }}>{t('payment.scan')}</Typography>
          <Box
            // Our own SVG (lib/payments/upi-qr.ts): drawn on the server from the link, titled, nothing loaded.
            dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
            sx={{ width: '100%', maxWidth: 280, my: 2, '& svg': { display: 'block', width: '100%', height: 'auto' } }}
          />
          <Button variant="contained" size="large" href={payment.upiLink}>
            {t('payment.payWithApp')}
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('payment.iphone')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('payment.checkPayee', { amount })}
          </Typography>

          <Box
            component="form"
            noValidate
            action={postAction}
            aria-labelledby={`${ID}-title`}
            aria-busy={pending || undefined}
            sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography component="h3" variant="h4" id={`${ID}-title`}>
              {t('utr.title')}
            </Typography>
            <Typography>{t('utr.intro')}</Typography>
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
            <Button type="submit" variant="outlined" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
              {pending ? t('utr.sending') : t('utr.submit')}
            </Button>
          </Box>
        </>
      )}
      {payment.receipt && (
        <ReceiptCard receipt={payment.receipt} reference={payment.reference} proofMobile={payment.proofMobile} />
      )}
    </Paper>
  );
}
