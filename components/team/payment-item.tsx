'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import { REJECT_REASON_MAX_LENGTH } from '@/lib/payments/payment-review';
import type { ReviewListItem } from '@/lib/payments/payment-review-list';
import type { PaymentAction, ReissueAnswer, ReissueRequest } from '@/lib/payments/payments-client';
import { ReceiptReissueSection } from './receipt-reissue-section';
import { usePurposeInWords } from './use-payment-words';
import workspace from './workspace.module.css';
import styles from './payment-item.module.css';

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
    <li aria-labelledby={headingId} className={styles.item}>
      <h3 id={headingId} className={workspace.partTitle}>
        {t('heading', { reference: payment.reference, amount: formatPaise(locale, payment.amountPaise) })}
      </h3>
      <dl className={styles.details}>
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
      </dl>
      {payment.flags.map((flag) => (
        <Alert key={flag} severity="warning" className={workspace.below1}>
          {t(`flags.${flag}`)}
        </Alert>
      ))}
      {isWaiting(payment.status) && (
        <form onSubmit={submitReject} className={workspace.form}>
          <TextField
            id={`${headingId}-reason`}
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX_LENGTH } }}
          />
          <div className={styles.buttons}>
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
          </div>
        </form>
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
    </li>
  );
}
