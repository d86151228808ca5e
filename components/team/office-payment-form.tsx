'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { labelAbove } from '@/components/forms/form-field';
import { TextInputField } from '@/components/forms/text-input-field';
import { CONCESSION_GROUNDS, PLAN_CONCESSION, PLAN_PRICES } from '@/lib/content/plan-prices';
import { locales } from '@/lib/i18n/locales';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import {
  emptyOfficeValues,
  OFFICE_MAX_RUPEES,
  OFFICE_MODES,
  officeMessage,
  officeRequest,
  type OfficeErrors,
  type OfficeField,
  type OfficeFormValues,
  type OfficeMode,
} from '@/lib/payments/office-entry-form';
import { PAN_HOLDER_LABELS, panHolderType } from '@/lib/payments/pan';
import { isConcessionGround, isPlanId } from '@/lib/payments/payment-form';
import type { OfficeAnswer, OfficeEntryRequest } from '@/lib/payments/payments-client';
import { planAmountPaise, planHasConcession } from '@/lib/payments/plan-amount';
import { ChoiceField } from '@/components/forms/choice-field';
import { TickBox } from '@/components/forms/tick-box';
import { usePurposeInWords } from './use-payment-words';
import workspace from './workspace.module.css';
import styles from './office-payment-form.module.css';

type Notice = 'fixErrors' | 'failed' | 'conflict';

/**
 * Cash or a bank transfer received at the office, entered by the treasurer: recorded and confirmed
 * at once with its receipt number. The entry id is made when the form opens and kept until the
 * entry is recorded, so a double tap or a retry after a lost answer records one payment; the next
 * entry gets a new one. The server checks every field; its messages stand beside their fields and
 * nothing typed is lost.
 */
export function OfficePaymentForm({
  id,
  record,
  onRecorded,
  onClose,
}: {
  id: string;
  record: (entry: OfficeEntryRequest) => Promise<OfficeAnswer>;
  onRecorded: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('TreasurerPayments');
  const locale = useSiteLocale();
  const fieldId = (field: string) => `${id}-${field}`;
  const purposeInWords = usePurposeInWords();
  const [entryId, setEntryId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<OfficeFormValues>(() => emptyOfficeValues(locale));
  // The messages with the mode they were answered for: cash's largest amount has its own wording.
  const [errors, setErrors] = useState<{ fields: OfficeErrors; mode: OfficeMode }>({ fields: {}, mode: 'cash' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [recorded, setRecorded] = useState<{ reference: string; receiptNumber: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof OfficeFormValues>(name: K) =>
    (value: OfficeFormValues[K]) =>
      setValues((previous) => ({ ...previous, [name]: value }));

  const showErrors = (fields: OfficeErrors, mode: OfficeMode) => {
    setErrors({ fields, mode });
    setNotice('fixErrors');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRecorded(null);
    const built = officeRequest(entryId, values);
    if (!built.ok) return showErrors(built.errors, 'cash');
    setBusy(true);
    const answer = await record(built.request).catch(() => null);
    setBusy(false);
    if (answer?.ok) {
      setRecorded({ reference: answer.reference, receiptNumber: answer.receiptNumber });
      setValues(emptyOfficeValues(locale));
      setErrors({ fields: {}, mode: 'cash' });
      setNotice(null);
      setEntryId(crypto.randomUUID());
      onRecorded();
    } else if (answer?.code === 'invalid' && answer.errors && Object.keys(answer.errors).length > 0) {
      showErrors(answer.errors, built.request.mode);
    } else {
      setErrors({ fields: {}, mode: 'cash' });
      setNotice(answer?.code === 'conflict' ? 'conflict' : 'failed');
    }
  };

  const message = (field: OfficeField) => {
    const sent = errors.fields[field];
    if (!sent) return undefined;
    const { key, limit } = officeMessage(sent, errors.mode);
    const shown = key.startsWith('amount') && limit !== undefined ? formatPaise(locale, limit * 100) : (limit ?? 0);
    return t(`office.errors.${key}`, { limit: shown });
  };
  const text = (
    field: 'bankReference' | 'ownAmount' | 'name' | 'mobile' | 'email' | 'address' | 'pan',
    label: string,
    options: { help?: string; required?: boolean; type?: string; htmlInput?: Record<string, unknown> } = {},
  ) => {
    const shownBeside = message(field === 'ownAmount' ? 'amount' : field);
    return (
      <TextInputField
        id={fieldId(field)}
        label={label}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        error={Boolean(shownBeside)}
        helperText={shownBeside ?? options.help}
        required={options.required}
        type={options.type}
        autoComplete="off"
        fullWidth
        slotProps={{ ...labelAbove, htmlInput: options.htmlInput }}
      />
    );
  };

  const plan = isPlanId(values.purpose) ? values.purpose : null;
  const concession = isConcessionGround(values.concession) ? values.concession : null;
  const holder = panHolderType(values.pan);
  const maxRupees = OFFICE_MAX_RUPEES[values.mode === 'bankTransfer' ? 'bankTransfer' : 'cash'];

  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)}>
      <div role="status" className={recorded ? workspace.below2 : undefined}>
        {recorded && (
          <Alert severity="success" role="none">
            {t('office.recorded', recorded)}
          </Alert>
        )}
      </div>
      {notice && (
        <Alert severity="error" role="alert" className={workspace.below2}>
          {t(`office.${notice}`)}
        </Alert>
      )}
      <div className={styles.fields}>
        <ChoiceField
          id={fieldId('mode')}
          name={fieldId('mode')}
          legend={t('office.mode')}
          required
          help={message('mode')}
          error={Boolean(message('mode'))}
          value={values.mode}
          onChange={(mode) => set('mode')(mode === 'bankTransfer' ? 'bankTransfer' : 'cash')}
          options={OFFICE_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        />
        {values.mode === 'bankTransfer' &&
          text('bankReference', t('office.bankReference'), {
            required: true,
            help: t('office.bankReferenceHelp'),
            htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false },
          })}
        <TextField
          id={fieldId('purpose')}
          select
          required
          label={t('office.purpose')}
          value={values.purpose}
          onChange={(event) => set('purpose')(event.target.value)}
          error={Boolean(message('purpose'))}
          helperText={message('purpose')}
          fullWidth
          slotProps={{ ...labelAbove, select: { native: true } }}
        >
          <option value="">{t('office.choosePurpose')}</option>
          {['donation', ...Object.keys(PLAN_PRICES)].map((purpose) => (
            <option key={purpose} value={purpose}>
              {purposeInWords(purpose)}
            </option>
          ))}
        </TextField>
        {plan && planHasConcession(plan) && (
          <ChoiceField
            id={fieldId('concession')}
            name={fieldId('concession')}
            legend={t('office.concession')}
            help={message('concession') ?? t('office.concessionHelp', { percent: PLAN_CONCESSION.percentOff })}
            error={Boolean(message('concession'))}
            value={values.concession}
            onChange={set('concession')}
            options={[
              { value: '', label: t('office.concessions.none') },
              ...CONCESSION_GROUNDS.map((ground) => ({ value: ground, label: t(`office.concessions.${ground}`) })),
            ]}
          />
        )}
        {plan && (
          <p className={workspace.text}>
            {t('office.planAmount', { amount: formatPaise(locale, planAmountPaise(plan, concession)) })}
          </p>
        )}
        {values.purpose === 'donation' &&
          text('ownAmount', t('office.amount'), {
            required: true,
            help: t('office.amountHelp', { max: formatPaise(locale, maxRupees * 100) }),
            htmlInput: { inputMode: 'numeric', maxLength: 12 },
          })}
        {text('name', t('office.name'), { required: true, htmlInput: { maxLength: 100 } })}
        {text('mobile', t('office.mobile'), {
          required: true,
          type: 'tel',
          htmlInput: { inputMode: 'numeric', maxLength: 20 },
        })}
        {text('email', t('office.email'), { type: 'email', htmlInput: { maxLength: 254 } })}
        {text('address', t('office.address'), { help: t('office.addressHelp'), htmlInput: { maxLength: 300 } })}
        <TickBox
          id={fieldId('wants80GReceipt')}
          label={t('office.wants80GReceipt')}
          checked={values.wants80GReceipt}
          onChange={set('wants80GReceipt')}
        />
        {(values.wants80GReceipt || errors.fields.pan) &&
          text('pan', t('office.pan'), {
            required: true,
            help: holder ? t('office.panHolder', { holder: PAN_HOLDER_LABELS[holder][locale] }) : t('office.panHelp'),
            htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
          })}
        <ChoiceField
          id={fieldId('citizenship')}
          name={fieldId('citizenship')}
          legend={t('office.citizenship')}
          required
          help={message('citizenship')}
          error={Boolean(message('citizenship'))}
          value={values.citizenship}
          onChange={set('citizenship')}
          options={(['indian', 'foreign'] as const).map((c) => ({ value: c, label: t(`office.citizenships.${c}`) }))}
        />
        <ChoiceField
          id={fieldId('locale')}
          name={fieldId('locale')}
          legend={t('office.locale')}
          error={false}
          value={values.locale}
          onChange={(chosen) => set('locale')(chosen === 'hi' ? 'hi' : 'en')}
          options={locales.map((l) => ({ value: l, label: t(`office.locales.${l}`) }))}
        />
        <TickBox
          id={fieldId('consent')}
          label={t('office.consent')}
          required
          checked={values.consent}
          onChange={set('consent')}
          message={message('consent')}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('office.sending') : t('office.submit')}
          </Button>
          <Button variant="outlined" onClick={onClose} disabled={busy}>
            {t('office.close')}
          </Button>
        </div>
      </div>
    </form>
  );
}
