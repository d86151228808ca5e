'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { OfficeAnswer, OfficeEntryRequest } from '@/lib/payments/payments-client';
import { OfficePaymentForm } from './office-payment-form';

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
    <Box component="section" aria-labelledby="office-payment-title" sx={{ mb: 3 }}>
      <Typography component="h3" variant="h4" id="office-payment-title" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('intro')}
      </Typography>
      <Button
        variant={open ? 'text' : 'outlined'}
        aria-expanded={open}
        aria-controls={open ? FORM_ID : undefined}
        onClick={() => setOpen((was) => !was)}
        sx={{ mb: open ? 2 : 0 }}
      >
        {t('open')}
      </Button>
      {open && (
        <OfficePaymentForm id={FORM_ID} record={record} onRecorded={onRecorded} onClose={() => setOpen(false)} />
      )}
    </Box>
  );
}
