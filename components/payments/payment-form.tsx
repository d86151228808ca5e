'use client';

import { useActionState, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslations } from 'next-intl';
import { labelAbove } from '@/components/forms/form-field';
import { FormNotice } from '@/components/forms/form-notice';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TickBox } from '@/components/forms/tick-box';
import { ChoiceField as Choice } from '@/components/forms/choice-field';
import { TextInputField } from '@/components/forms/text-input-field';
import { CONCESSION_GROUNDS, type PlanId } from '@/lib/content/plan-prices';
import { parseMessage } from '@/lib/forms/field-values';
import { SAME_PAGE } from '@/lib/forms/submission';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatPaise } from '@/lib/payments/money';
import { PAN_HOLDER_LABELS, panHolderType } from '@/lib/payments/pan';
import { postPayment } from '@/lib/payments/payment-actions';
import type { PaymentPostAnswer } from '@/lib/payments/payment-answers';
import {
  emptyPaymentValues,
  isPlanId,
  OWN_AMOUNT,
  type PaymentField,
  type PaymentFormValues,
  type PurposeChoice,
} from '@/lib/payments/payment-form';
import { planHasConcession } from '@/lib/payments/plan-amount';
import { ActionForm } from './action-form';
import { PaymentPanel, useUtrAction } from './payment-panel';
import styles from './payments.module.css';

const ID = 'payment';
const fieldId = (field: string) => `${ID}-${field}`;

export interface PaymentFormProps {
  purpose: PurposeChoice;
  /** Made when the page was rendered: the same post twice (a double tap, a reload) is one payment. */
  submissionId: string;
  donationPresetsRupees: readonly number[];
  maxDonationRupees: number;
  concessionPercent: number;
  planNames: Readonly<Record<PlanId, string>>;
  /** An answer to show first (the tests). */
  initial?: PaymentPostAnswer | null;
}

/**
 * The payment form: a plan's payer or a donor gives their details, the server checks every field
 * and records the payment, and the answer is the payment to pay (PaymentPanel). One server action
 * answers it with or without scripts; every field keeps what was typed when a message comes back.
 */
export function PaymentForm({
  purpose: givenPurpose,
  submissionId,
  donationPresetsRupees,
  maxDonationRupees,
  concessionPercent,
  planNames,
  initial = null,
}: PaymentFormProps) {
  const t = useTranslations('Payments');
  const locale = useSiteLocale();
  const [answer, postAction, pending] = useActionState(postPayment, initial, SAME_PAGE);
  const typed: PaymentFormValues =
    answer && answer.kind !== 'created' ? answer.values : emptyPaymentValues(givenPurpose, locale);
  const errors = answer?.kind === 'invalid' ? answer.errors : {};
  // A post answered without scripts renders the page without its ?plan=: the posted purpose holds.
  const purpose: PurposeChoice = typed.purpose === 'donation' || isPlanId(typed.purpose) ? typed.purpose : givenPurpose;
  const [values, setValues] = useState(typed);
  const [shown, setShown] = useState(answer);
  if (shown !== answer) {
    setShown(answer);
    setValues(typed);
  }
  const set = (name: keyof PaymentFormValues) => (value: string | boolean) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  const utr = useUtrAction();
  const created = utr.answer?.payment ?? (answer?.kind === 'created' ? answer.payment : null);
  if (created) return <PaymentPanel payment={created} planNames={planNames} utr={utr} />;

  const message = (field: PaymentField) => {
    const key = errors[field];
    if (!key) return undefined;
    const { key: name, limit } = parseMessage(key);
    return t(`errors.${name}` as 'errors.required', { limit: limit ?? 0 });
  };
  const holder = panHolderType(values.pan);
  const text = (field: 'name' | 'mobile' | 'email' | 'address' | 'pan', extra: Partial<TextProps> = {}) => (
    <TextInputField
      id={fieldId(field)}
      name={field}
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={Boolean(errors[field])}
      helperText={message(field) ?? extra.help}
      required={extra.required}
      type={extra.type}
      autoComplete={extra.autoComplete}
      fullWidth
      slotProps={{ ...labelAbove, htmlInput: extra.htmlInput }}
    />
  );

  return (
    <ActionForm id={ID} action={postAction} pending={pending}>
      <h2 id={`${ID}-title`} className={styles.title}>
        {t('form.title')}
      </h2>
      <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
      {answer?.kind === 'failed' && (
        <FormNotice severity="error" role="alert" className={styles.gapBelow}>
          {t(answer.reason === 'tooMany' ? 'form.tooMany' : 'form.failed')}
        </FormNotice>
      )}
      {Object.keys(errors).length > 0 && (
        <FormNotice severity="error" role="alert" className={styles.gapBelow}>
          {t('form.fixErrors')}
        </FormNotice>
      )}
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <div className={styles.fields}>
        {purpose !== 'donation' && planHasConcession(purpose) && (
          <Choice
            id={fieldId('concession')}
            name="concession"
            legend={t('form.concession')}
            help={message('concession') ?? t('form.concessionHelp', { percent: concessionPercent })}
            error={Boolean(errors.concession)}
            value={values.concession}
            onChange={set('concession')}
            options={[
              { value: '', label: t('form.concessions.none') },
              ...CONCESSION_GROUNDS.map((ground) => ({ value: ground, label: t(`form.concessions.${ground}`) })),
            ]}
          />
        )}
        {purpose === 'donation' && (
          <>
            <Choice
              id={fieldId('amount')}
              name="amountChoice"
              legend={t('form.amount')}
              required
              help={values.amountChoice === OWN_AMOUNT ? undefined : message('amount')}
              error={Boolean(errors.amount)}
              value={values.amountChoice}
              onChange={set('amountChoice')}
              options={[
                ...donationPresetsRupees.map((rupees) => ({
                  value: String(rupees),
                  label: formatPaise(locale, rupees * 100),
                })),
                { value: OWN_AMOUNT, label: t('form.ownAmount') },
              ]}
            />
            <TextInputField
              id={fieldId('ownAmount')}
              name="ownAmount"
              label={t('form.ownAmountLabel')}
              value={values.ownAmount}
              onChange={(event) => set('ownAmount')(event.target.value)}
              error={values.amountChoice === OWN_AMOUNT && Boolean(errors.amount)}
              helperText={
                (values.amountChoice === OWN_AMOUNT ? message('amount') : undefined) ??
                t('form.ownAmountHelp', { max: formatPaise(locale, maxDonationRupees * 100) })
              }
              fullWidth
              slotProps={{ ...labelAbove, htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
          </>
        )}
        {text('name', { required: true, autoComplete: 'name', htmlInput: { maxLength: 100 } })}
        {text('mobile', {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          htmlInput: { inputMode: 'numeric', maxLength: 20 },
        })}
        {text('email', { type: 'email', autoComplete: 'email', htmlInput: { maxLength: 254 } })}
        {text('address', {
          autoComplete: 'street-address',
          help: t('form.addressHelp'),
          htmlInput: { maxLength: 300 },
        })}
        <FormControlLabel
          control={
            <Checkbox
              id={fieldId('wants80GReceipt')}
              name="wants80GReceipt"
              checked={values.wants80GReceipt}
              onChange={(_, checked) => set('wants80GReceipt')(checked)}
            />
          }
          label={t('form.wants80GReceipt')}
        />
        {text('pan', {
          help: holder ? t('form.panHolder', { holder: PAN_HOLDER_LABELS[holder][locale] }) : t('form.panHelp'),
          autoComplete: 'off',
          htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
        })}
        <Choice
          id={fieldId('citizenship')}
          name="citizenship"
          legend={t('form.citizenship')}
          required
          help={message('citizenship')}
          error={Boolean(errors.citizenship)}
          value={values.citizenship}
          onChange={set('citizenship')}
          options={(['indian', 'foreign'] as const).map((c) => ({ value: c, label: t(`form.citizenships.${c}`) }))}
        />
        <TickBox
          id={fieldId('consent')}
          name="consent"
          label={t('form.consent')}
          checked={values.consent}
          onChange={set('consent')}
          message={message('consent')}
          required
        />
        <HoneypotField label={t('form.honeypot')} />
        <Button type="submit" variant="contained" size="large" disabled={pending} className={styles.submit}>
          {pending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </ActionForm>
  );
}

interface TextProps {
  help: string;
  required: boolean;
  type: string;
  autoComplete: string;
  htmlInput: Record<string, unknown>;
}
