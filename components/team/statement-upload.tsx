'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import type { StatementAnswer } from '@/lib/payments/payments-client';
import workspace from './workspace.module.css';
import styles from './statement-upload.module.css';

const REFUSALS = ['noHeading', 'tooLarge', 'tooManyLines', 'unsupportedType'] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

/** The file's text (FileReader: every browser the team uses has it). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Not read'));
    reader.readAsText(file);
  });

/**
 * The bank's statement (CSV, as the bank's site downloads it) sent to the server, which confirms
 * each payment it shows with the same UTR and amount; what it flags is for the member to look at.
 */
export function StatementUpload({
  upload,
  onApplied,
}: {
  upload: (csv: string) => Promise<StatementAnswer>;
  onApplied: () => void;
}) {
  const t = useTranslations('TreasurerPayments.statement');
  const locale = useSiteLocale();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<StatementAnswer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const result = await upload(await textOf(file)).catch((): StatementAnswer => ({ ok: false, code: 'failed' }));
      setAnswer(result);
      if (result.ok) onApplied();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="statement-title" className={`${workspace.form} ${workspace.below3}`}>
      <h3 id="statement-title" className={workspace.partTitle}>
        {t('title')}
      </h3>
      <p className={workspace.small}>{t('intro')}</p>
      <label htmlFor="statement-file">{t('file')}</label>
      <input
        id="statement-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" variant="outlined" disabled={!file || busy} className={workspace.start}>
        {busy ? t('uploading') : t('upload')}
      </Button>
      {answer && !answer.ok && (
        <Alert severity="error">{t(`errors.${isRefusal(answer.code) ? answer.code : 'failed'}`)}</Alert>
      )}
      {answer?.ok && (
        <div role="status" className={styles.answer}>
          <p className={`${workspace.text} ${workspace.bold}`}>{t('confirmed', { count: answer.confirmed.length })}</p>
          <ul>
            {answer.confirmed.map((item) => (
              <li key={item.paymentKey}>
                {t('confirmedItem', {
                  reference: item.reference,
                  amount: formatPaise(locale, item.amountPaise),
                  receipt: item.receiptNumber,
                })}
              </li>
            ))}
          </ul>
          {answer.flagged.length > 0 && (
            <Alert severity="warning">
              <p className={`${workspace.text} ${workspace.bold}`}>{t('flagged')}</p>
              <ul>
                {answer.flagged.map((item) => (
                  <li key={item.paymentKey}>
                    {t('flaggedItem', { reference: item.reference, utr: item.utr })}{' '}
                    {item.flags.map((flag) => t(`flags.${flag}`)).join(' ')}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <p className={workspace.small}>
            {t('rest', { unclaimed: answer.unclaimedCredits, skipped: answer.skippedLines.length })}
          </p>
        </div>
      )}
    </form>
  );
}
