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
import type { PaymentAction, ReportAnswer, StatementAnswer } from '@/lib/payments/payments-client';
import type { ReportKind } from '@/lib/payments/reports';
import { ListedState } from './listed-state';
import { PaymentReports } from './payment-reports';
import { StatementUpload } from './statement-upload';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';

export interface PaymentsApi {
  list: () => Promise<ReviewListItem[]>;
  act: (action: PaymentAction) => Promise<void>;
  statement: (csv: string) => Promise<StatementAnswer>;
  report: (kind: ReportKind, year: string, draft: boolean) => Promise<ReportAnswer>;
}

const STATUSES = ['pending', 'utrSubmitted', 'confirmed', 'rejected'] as const;
type KnownStatus = (typeof STATUSES)[number];
const isKnown = (status: string): status is KnownStatus => (STATUSES as readonly string[]).includes(status);
const isWaiting = (status: string) => status === 'pending' || status === 'utrSubmitted';

/**
 * The payments for the treasurer and the Coordinator, the ones waiting first: confirm one found
 * in the bank statement (its receipt number is issued), or reject it with a reason. The server
 * checks the role again on every request.
 */
export function PaymentsPanel({ api }: { api: PaymentsApi }) {
  const t = useTranslations('TreasurerPayments');
  const { loaded: listing, reload } = useReloadable(api.list);
  const [failedAction, setFailedAction] = useState(false);

  const act = async (action: PaymentAction) => {
    setFailedAction(false);
    try {
      await api.act(action);
    } catch {
      setFailedAction(true);
    }
    // Reloaded either way: a refusal usually means someone else decided it first.
    reload();
  };

  return (
    <WorkspaceSection id="payments-title" title={t('title')} intro={t('intro')}>
      <StatementUpload upload={api.statement} onApplied={reload} />
      <PaymentReports download={api.report} />
      <ListedState listing={listing} failedAction={failedAction} t={t}>
        {(payment) => <PaymentItem key={payment.key} payment={payment} onAct={act} />}
      </ListedState>
    </WorkspaceSection>
  );
}

function PaymentItem({ payment, onAct }: { payment: ReviewListItem; onAct: (action: PaymentAction) => Promise<void> }) {
  const t = useTranslations('TreasurerPayments');
  const locale = useSiteLocale();
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
        <dd>{payment.purpose}</dd>
        <dt>{t('name')}</dt>
        <dd>{payment.name}</dd>
        <dt>{t('utr')}</dt>
        <dd>{payment.utr || t('noUtr')}</dd>
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
    </Paper>
  );
}
