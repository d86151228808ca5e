'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { labelAbove } from '@/components/forms/form-field';
import { TextInputField } from '@/components/forms/text-input-field';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { PAN_HOLDER_LABELS, isPan, panHolderType } from '@/lib/payments/pan';
import type { ReissueAnswer, ReissueRequest } from '@/lib/payments/payments-client';
import { CANCEL_REASON_MAX_LENGTH } from '@/lib/payments/receipt-book';
import workspace from './workspace.module.css';
import styles from './receipt-reissue-form.module.css';

/** The route's refusals this form words; any other (a lost connection, a refused sign-in) is `failed`. */
const FAILURES = ['invalidReason', 'invalidCorrection', 'notConfirmed', 'notFound'] as const;
type Failure = (typeof FAILURES)[number] | 'failed';
const failureOf = (code: string): Failure => FAILURES.find((known) => known === code) ?? 'failed';

type Corrections = { name: string; address: string; pan: string };
type FieldError = 'reason' | 'name' | 'pan';

/** The corrections filled in: an empty field keeps the receipt's detail as it is. */
function filledCorrections(typed: Corrections): ReissueRequest['corrections'] {
  const filled = Object.entries(typed).filter(([, value]) => value.trim() !== '');
  return filled.length > 0 ? Object.fromEntries(filled) : undefined;
}

/** What the server would refuse, found before sending so the message stands beside its field. */
function fieldErrors(reason: string, typed: Corrections): Partial<Record<FieldError, true>> {
  const name = typed.name.trim().replace(/\s+/g, ' ');
  return {
    ...(reason.trim() === '' && { reason: true }),
    ...(name !== '' && (name.length < 2 || name.length > 100) && { name: true }),
    ...(typed.pan.trim() !== '' && !isPan(typed.pan.replace(/\s/g, '')) && { pan: true }),
  };
}

/**
 * Cancelling a confirmed payment's receipt with a reason and issuing the next number, with the
 * payer's name, address or PAN put right. The receipt number the member sees is sent with it, so
 * a repeat (a double tap, a retry) answers the receipt already issued instead of cancelling that.
 */
export function ReceiptReissueForm({
  id,
  paymentKey,
  receiptNumber,
  reissue,
  onReissued,
  onClose,
}: {
  id: string;
  paymentKey: string;
  receiptNumber: string;
  reissue: (request: ReissueRequest) => Promise<ReissueAnswer>;
  onReissued: (newReceiptNumber: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('TreasurerPayments.reissue');
  const locale = useSiteLocale();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState<Corrections>({ name: '', address: '', pan: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldError, true>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(reason, typed);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const corrections = filledCorrections(typed);
    const answer = await reissue({ paymentKey, receiptNumber, reason, ...(corrections && { corrections }) }).catch(
      () => null,
    );
    setBusy(false);
    if (answer?.ok) onReissued(answer.receiptNumber);
    else setFailure(answer ? failureOf(answer.code) : 'failed');
  };

  const holder = panHolderType(typed.pan);
  const messageOf = (field: keyof Corrections) =>
    field === 'address' || !errors[field] ? undefined : t(field === 'name' ? 'errors.name' : 'errors.pan');
  const correction = (field: keyof Corrections, maxLength: number, help?: string) => (
    <TextInputField
      id={`${id}-${field}`}
      label={t(field)}
      value={typed[field]}
      onChange={(event) => setTyped((previous) => ({ ...previous, [field]: event.target.value }))}
      error={Boolean(messageOf(field))}
      helperText={messageOf(field) ?? help}
      fullWidth
      slotProps={{ ...labelAbove, htmlInput: { maxLength } }}
    />
  );

  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      {failure && (
        <Alert severity="error" role="alert">
          {t(`failures.${failure}`)}
        </Alert>
      )}
      <TextInputField
        id={`${id}-reason`}
        label={t('reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
        error={Boolean(errors.reason)}
        helperText={errors.reason ? t('failures.invalidReason') : t('reasonHelp')}
        fullWidth
        // The button that opened the form is gone: the member goes on where the form begins.
        slotProps={{ ...labelAbove, htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH, autoFocus: true } }}
      />
      <p className={workspace.small}>{t('correctionsNote')}</p>
      {correction('name', 100)}
      {correction('address', 300)}
      {correction('pan', 20, holder ? t('panHolder', { holder: PAN_HOLDER_LABELS[holder][locale] }) : undefined)}
      <div className={styles.buttons}>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </Button>
        <Button variant="outlined" onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
      </div>
    </form>
  );
}
