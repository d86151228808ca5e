'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { financialYearLabel, financialYearLabelOf, financialYearStart } from '@/lib/payments/financial-year';
import type { ReportAnswer } from '@/lib/payments/payments-client';
import type { ReportKind } from '@/lib/payments/reports';
import { downloadCsv } from './download-csv';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './payment-reports.module.css';

/** The first year whose receipts the site issued. */
const FIRST_YEAR = 2025;

/** Each financial year from the first to the one under way, newest first. */
const years = (now: number) => {
  const current = financialYearStart(now);
  return Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => financialYearLabelOf(current - i));
};

/**
 * The year-end files: Form 10BD's donor list and the ledger of receipts. The year under way is
 * refused by the server unless a draft is asked for, and the panel says why.
 */
export function PaymentReports({
  download,
}: {
  download: (kind: ReportKind, year: string, draft: boolean) => Promise<ReportAnswer>;
}) {
  const t = useTranslations('TreasurerPayments.reports');
  const [choices] = useState(() => years(Date.now()));
  const [year, setYear] = useState(() => choices[1] ?? financialYearLabel(Date.now()));
  const [draft, setDraft] = useState(false);
  const [problem, setProblem] = useState<'yearNotEnded' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchReport = async (kind: ReportKind) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await download(kind, year, draft).catch((): ReportAnswer => ({ ok: false, code: 'failed' }));
      if (answer.ok) downloadCsv(answer.fileName, answer.csv);
      else setProblem(answer.code === 'yearNotEnded' ? 'yearNotEnded' : 'failed');
    } finally {
      setBusy(false);
    }
  };
  const submit = (kind: ReportKind) => (event: FormEvent) => {
    event.preventDefault();
    void fetchReport(kind);
  };

  return (
    <form
      onSubmit={submit('form10bd')}
      aria-labelledby="reports-title"
      className={`${workspace.form} ${workspace.below3}`}
    >
      <h3 id="reports-title" className={workspace.partTitle}>
        {t('title')}
      </h3>
      <p className={workspace.small}>{t('intro')}</p>
      <TextField
        select
        id="reports-year"
        label={t('year')}
        value={year}
        onChange={(event) => setYear(event.target.value)}
        className={`${wrapping.field} ${styles.year}`}
        slotProps={labelAboveSlots}
      >
        {choices.map((label) => (
          <MenuItem key={label} value={label}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={draft} onChange={(event) => setDraft(event.target.checked)} />}
        label={t('draft')}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="outlined" disabled={busy}>
          {t('form10bd')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void fetchReport('ledger')}>
          {t('ledger')}
        </Button>
      </div>
      {problem && <Alert severity="error">{t(`errors.${problem}`)}</Alert>}
    </form>
  );
}
