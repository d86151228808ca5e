'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ReviewListItem } from '@/lib/payments/payment-review-list';
import type {
  OfficeAnswer,
  OfficeEntryRequest,
  PaymentAction,
  ReissueAnswer,
  ReissueRequest,
  ReportAnswer,
  StatementAnswer,
} from '@/lib/payments/payments-client';
import type { ReportKind } from '@/lib/payments/reports';
import { ListedState } from './listed-state';
import { OfficePaymentSection } from './office-payment-section';
import { PaymentItem } from './payment-item';
import { PaymentReports } from './payment-reports';
import { StatementUpload } from './statement-upload';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';

export interface PaymentsApi {
  list: () => Promise<ReviewListItem[]>;
  /** Throws on any refusal: the list, reloaded, shows what happened. */
  act: (action: PaymentAction) => Promise<void>;
  statement: (csv: string) => Promise<StatementAnswer>;
  report: (kind: ReportKind, year: string, draft: boolean) => Promise<ReportAnswer>;
  /** Answers a refusal too (its code, and each field's message), for the form to show. */
  recordOffice: (entry: OfficeEntryRequest) => Promise<OfficeAnswer>;
  reissue: (request: ReissueRequest) => Promise<ReissueAnswer>;
}

/**
 * The payments for the treasurer and the Coordinator, the ones waiting first: confirm one found
 * in the bank statement (its receipt number is issued), or reject it with a reason; cancel a
 * confirmed one's receipt to issue a corrected one; record money received at the office. The
 * server checks the role again on every request.
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
      <OfficePaymentSection record={api.recordOffice} onRecorded={reload} />
      <ListedState listing={listing} failedAction={failedAction} t={t}>
        {(payment) => (
          <PaymentItem key={payment.key} payment={payment} onAct={act} reissue={api.reissue} onChanged={reload} />
        )}
      </ListedState>
    </WorkspaceSection>
  );
}
