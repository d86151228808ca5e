'use client';

import { useActionState, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { SAME_PAGE } from '@/lib/forms/submission';
import { TextInputField } from '@/components/forms/text-input-field';
import { labelAbove } from '@/components/forms/form-field';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@/lib/complaints/current-status';
import { requestComplaintStatus } from '@/lib/complaints/status-client';
import {
  EMPTY_STATUS_FORM,
  statusRequestOf,
  type StatusMethod,
  type StatusProblem,
} from '@/lib/complaints/status-post';
import type { StatusRequestField } from '@/lib/complaints/status-request';
import { postComplaintStatus } from '@/lib/complaints/status-actions';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './complaint-status-lookup.module.css';

/** Which field is wrong, in words: a bare "invalid" would leave them guessing. */
const INVALID_FIELD_MESSAGES = {
  reference: 'errors.invalidReference',
  mobile: 'errors.invalidMobile',
  code: 'errors.invalidCode',
} as const satisfies Record<StatusRequestField, string>;

const ID = 'complaint-status';
const fieldId = (field: StatusRequestField) => `${ID}-${field}`;
const isStatus = (value: string): value is ComplaintStatus => (COMPLAINT_STATUSES as readonly string[]).includes(value);

/**
 * Lets the person who sent a complaint see its status, with its reference and mobile number or
 * code. Where scripts do not run, the form posts to the server (postComplaintStatus, never in the
 * address) and the page comes back with the answer and what was typed.
 */
export function ComplaintStatusLookup() {
  const t = useTranslations('ComplaintStatus');
  const locale = useSiteLocale();
  const live = useHydrated();
  const [posted, postAction] = useActionState(postComplaintStatus, null, SAME_PAGE);
  const typed = posted?.typed ?? EMPTY_STATUS_FORM;
  const [reference, setReference] = useState(typed.reference);
  const [method, setMethod] = useState<StatusMethod>(typed.method);
  const [mobile, setMobile] = useState(typed.mobile);
  const [code, setCode] = useState(typed.code);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<StatusProblem | null>(posted?.problem ?? null);
  const [found, setFound] = useState<{ status: ComplaintStatus; changedAt: number } | null>(posted?.found ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFound(null);
    // Only the chosen proof is sent; the other field keeps its text in case they switch back.
    const request = statusRequestOf({ reference, method, mobile, code });
    // The check (Zod, shared with the server) loads when it is first needed, not with the page.
    const { invalidStatusField } = await import('@/lib/complaints/status-request');
    const field = invalidStatusField(request);
    if (field) {
      setProblem({ kind: 'invalid', field });
      document.getElementById(fieldId(field))?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const result = await requestComplaintStatus(request);
      if (result.ok && isStatus(result.status)) setFound({ status: result.status, changedAt: result.changedAt });
      else if (result.ok) setProblem({ kind: 'failed' });
      else if (result.code === 'tooManyAttempts')
        setProblem({ kind: 'tooManyAttempts', minutes: result.retryAfterMinutes });
      else if (result.code === 'invalid') setProblem({ kind: 'invalid', field: null });
      else setProblem({ kind: result.code });
    } finally {
      setBusy(false);
    }
  };

  const problemText = (p: StatusProblem) => {
    if (p.kind === 'tooManyAttempts') return t('errors.tooManyAttempts', { minutes: p.minutes });
    if (p.kind === 'invalid') return t(p.field ? INVALID_FIELD_MESSAGES[p.field] : 'errors.invalid');
    return t(`errors.${p.kind}`);
  };
  const wrong = (field: StatusRequestField) => problem?.kind === 'invalid' && problem.field === field;

  return (
    <section aria-labelledby={`${ID}-title`} className={styles.panel}>
      <h2 id={`${ID}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {/* Its own "live" mark: the complaint form on the same page already answers to form[data-ready]. */}
      <form noValidate action={postAction} onSubmit={submit} data-lookup-ready={live || undefined}>
        {problem && (
          <Alert severity="error" role="alert" className={styles.gapBelow}>
            {problemText(problem)}
          </Alert>
        )}
        <div className={styles.fields}>
          <TextInputField
            id={fieldId('reference')}
            name="reference"
            label={t('reference')}
            helperText={t('referenceHelp')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            error={wrong('reference')}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ ...labelAbove, htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend" id={`${ID}-method`}>
              {t('method')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={`${ID}-method`}
              name="method"
              value={method}
              onChange={(_, value) => setMethod(value === 'code' ? 'code' : 'mobile')}
            >
              <FormControlLabel value="mobile" control={<Radio />} label={t('methods.mobile')} />
              <FormControlLabel value="code" control={<Radio />} label={t('methods.code')} />
            </RadioGroup>
          </FormControl>
          {/* Without scripts the choice cannot swap the fields, so both are there; the server reads the chosen one. */}
          {(method === 'mobile' || !live) && (
            <TextInputField
              id={fieldId('mobile')}
              name="mobile"
              label={t('mobile')}
              type="tel"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              error={wrong('mobile')}
              required={method === 'mobile'}
              fullWidth
              autoComplete="tel"
              slotProps={{ ...labelAbove, htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
            />
          )}
          {(method === 'code' || !live) && (
            <TextInputField
              id={fieldId('code')}
              name="code"
              label={t('code')}
              helperText={t('codeHelp')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={wrong('code')}
              required={method === 'code'}
              fullWidth
              autoComplete="off"
              slotProps={{
                ...labelAbove,
                htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
              }}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy} className={styles.submit}>
            {busy ? t('checking') : t('check')}
          </Button>
        </div>
        {/* Always present, so screen readers announce the result when it appears. */}
        <div role="status" className={found ? styles.found : undefined}>
          {/* Not an Alert: that would make good news an alert too. */}
          {found && (
            <div className={styles.answer}>
              <p className={styles.strong}>{t('currentStatus', { status: t(`statuses.${found.status}`) })}</p>
              <p className={styles.text}>
                {t('lastChanged', {
                  date: formatDate(locale, found.changedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            </div>
          )}
        </div>
      </form>
    </section>
  );
}
