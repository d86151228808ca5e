'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { OfficeAnswer, OfficeEntryRequest } from '@/lib/payments/payments-client';
import { OfficePaymentForm } from './office-payment-form';
import workspace from './workspace.module.css';
import styles from './office-payment-section.module.css';

const FORM_ID = 'office-payment';

/**
 * Above the payments list: the form for money received at the office, opened on demand. Each
 * opening is a new entry (the form makes its entry id when it mounts).
 */
export function OfficePaymentSection({
  record,
  onRecorded,
}: {
  record: (entry: OfficeEntryRequest) => Promise<OfficeAnswer>;
  onRecorded: () => void;
}) {
  const t = useTranslations('TreasurerPayments.office');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="office-payment-title" className={styles.section}>
      <h3 id="office-payment-title" className={styles.title}>
        {t('title')}
      </h3>
      <p className={styles.intro}>{t('intro')}</p>
      <Button
        variant={open ? 'text' : 'outlined'}
        aria-expanded={open}
        aria-controls={open ? FORM_ID : undefined}
        onClick={() => setOpen((was) => !was)}
        className={open ? workspace.below2 : undefined}
      >
        {t('open')}
      </Button>
      {open && (
        <OfficePaymentForm id={FORM_ID} record={record} onRecorded={onRecorded} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}
