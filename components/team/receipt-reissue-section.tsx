'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { ReissueAnswer, ReissueRequest } from '@/lib/payments/payments-client';
import { ReceiptReissueForm } from './receipt-reissue-form';
import workspace from './workspace.module.css';

/**
 * A confirmed payment's way to put its receipt right: the button opens the form in place; once the
 * new receipt is issued the form closes, the status line names both numbers and the list reloads.
 */
export function ReceiptReissueSection({
  id,
  paymentKey,
  receiptNumber,
  reissue,
  onChanged,
}: {
  id: string;
  paymentKey: string;
  receiptNumber: string;
  reissue: (request: ReissueRequest) => Promise<ReissueAnswer>;
  onChanged: () => void;
}) {
  const t = useTranslations('TreasurerPayments.reissue');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ old: string; new: string } | null>(null);
  const formId = `${id}-reissue`;

  return (
    <div className={workspace.above1}>
      {/* Always present, so the line is announced when it appears. */}
      <div role="status">
        {done && (
          <Alert severity="success" role="none">
            {t('done', done)}
          </Alert>
        )}
      </div>
      {open ? (
        <ReceiptReissueForm
          id={formId}
          paymentKey={paymentKey}
          receiptNumber={receiptNumber}
          reissue={reissue}
          onClose={() => setOpen(false)}
          onReissued={(newNumber) => {
            setOpen(false);
            setDone({ old: receiptNumber, new: newNumber });
            onChanged();
          }}
        />
      ) : (
        <Button
          variant="outlined"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {t('open')}
        </Button>
      )}
    </div>
  );
}
