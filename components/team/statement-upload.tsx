'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import type { StatementAnswer } from '@/lib/payments/payments-client';

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
    <Box component="form" onSubmit={submit} aria-labelledby="statement-title" sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <Typography component="h3" variant="h4" id="statement-title">
        {t('title')}
      </Typography>
      <Typography variant="body2">{t('intro')}</Typography>
      <label htmlFor="statement-file">{t('file')}</label>
      <input
        id="statement-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" variant="outlined" disabled={!file || busy} sx={{ justifySelf: 'start' }}>
        {busy ? t('uploading') : t('upload')}
      </Button>
      {answer && !answer.ok && (
        <Alert severity="error">{t(`errors.${isRefusal(answer.code) ? answer.code : 'failed'}`)}</Alert>
      )}
      {answer?.ok && (
        <Box role="status" sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('confirmed', { count: answer.confirmed.length })}</Typography>
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
              <Typography sx={{ fontWeight: 700 }}>{t('flagged')}</Typography>
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
          <Typography variant="body2">
            {t('rest', { unclaimed: answer.unclaimedCredits, skipped: answer.skippedLines.length })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
