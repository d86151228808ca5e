'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import { REJECT_REASON_MAX_LENGTH } from '@/lib/payments/payment-review';
import type { ReviewListItem } from '@/lib/payments/payment-review-list';
import type { PaymentAction, ReissueAnswer, ReissueRequest } from '@/lib/payments/payments-client';
import { ReceiptReissueSection } from './receipt-reissue-section';
import { usePurposeInWords } from './use-payment-words';

const STATUSES = ['pending', 'utrSubmitted', 'confirmed', 'rejected'] as const;
type KnownStatus = (typeof STATUSES)[number];
const isKnown = (status: string): status is KnownStatus => (STATUSES as readonly string[]).includes(status);
const isWaiting = (status: string) => status === 'pending' || status === 'utrSubmitted';

/** One payment of the treasurer's list: what it is, its flags, and what can be done with it now. */
export function PaymentItem({
  payment,
  onAct,
  reissue,
  onChanged,
}: {
  payment: ReviewListItem;
  onAct: (action: PaymentAction) => Promise<void>;
  reissue: (request: ReissueRequest) => Promise<ReissueAnswer>;
  onChanged: () => void;
}) {
  const t = useTranslations('TreasurerPayments');
  const locale = useSiteLocale();
  const purposeInWords = usePurposeInWords();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = `payment-${payment.key}`;

  const run = async (action: PaymentAction) => {
    setBusy(true);
    try {
      await onAct(action);
    } finally {
      setBusy(false);
    }
  };
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) void run({ action: 'reject', paymentKey: payment.key, reason });
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography component="h3" variant="h4" id={headingId}>
        {t('heading', { reference: payment.reference, amount: formatPaise(locale, payment.amountPaise) })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1, '& dd': { m: 0 } }}
      >
        <dt>{t('status')}</dt>
        <dd>{isKnown(payment.status) ? t(`statuses.${payment.status}`) : payment.status}</dd>
        <dt>{t('purpose')}</dt>
        <dd>{purposeInWords(payment.purpose, payment.concession)}</dd>
        <dt>{t('mode')}</dt>
        <dd>{t(`modes.${payment.mode}`)}</dd>
        <dt>{t('name')}</dt>
        <dd>{payment.name}</dd>
        {/* Cash has no bank reference to look for; a transfer's reference is kept as its UTR. */}
        {payment.mode !== 'cash' && (
          <>
            <dt>{t('utr')}</dt>
            <dd>{payment.utr || t('noUtr')}</dd>
          </>
        )}
        {payment.receiptNumber && (
          <>
            <dt>{t('receipt')}</dt>
            <dd>{payment.receiptNumber}</dd>
          </>
        )}
      </Box>
      {payment.flags.map((flag) => (
        <Alert key={flag} severity="warning" sx={{ mb: 1 }}>
          {t(`flags.${flag}`)}
        </Alert>
      ))}
      {isWaiting(payment.status) && (
        <Box component="form" onSubmit={submitReject} sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            id={`${headingId}-reason`}
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX_LENGTH } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void run({ action: 'confirm', paymentKey: payment.key })}
            >
              {t('confirm')}
            </Button>
            <Button type="submit" variant="outlined" color="error" disabled={busy}>
              {t('reject')}
            </Button>
          </Box>
        </Box>
      )}
      {payment.status === 'confirmed' && payment.receiptNumber && (
        <ReceiptReissueSection
          id={headingId}
          paymentKey={payment.key}
          receiptNumber={payment.receiptNumber}
          reissue={reissue}
          onChanged={onChanged}
        />
      )}
    </Paper>
  );
}
