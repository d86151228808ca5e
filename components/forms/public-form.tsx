'use client';

import { useActionState, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { emptyValues, FORM_FIELDS, type FieldDef, type FormValue, type FormValues } from '@/lib/forms/definitions';
import { clearDraft, clearPending, loadDraft, loadPending, saveDraft, savePending } from '@/lib/forms/drafts';
import { parseMessage } from '@/lib/forms/field-values';
import type { FormId } from '@/lib/forms/options';
import { postForm } from '@/lib/privacy/form-actions';
import { useHydrated } from '@/lib/use-hydrated';
import { GuardianLinkOffer } from '@/components/privacy/guardian-link-offer';
import { HONEYPOT_FIELD, SAME_PAGE, type FormPostAnswer, type SubmissionRequest } from '@/lib/forms/submission';
import { savingData } from '@/lib/save-data/use-save-data';
import { FormField } from './form-field';
import { FormNotice, loadAlert } from './form-notice';
import honeypotStyles from './honeypot-field.module.css';
import styles from './public-form.module.css';

// The checks (the form's Zod schema) load when they are needed, not with the page: as soon as the
// person starts filling the form in, or only when it is sent while they save data. So do the
// notices' Alert (./form-notice.tsx), which only something the person did can bring up.
const loadChecks = () => import('@/lib/forms/validate');
const loadSubmit = () => import('@/lib/forms/submit');
/** Fetched ahead only: a failure here is tried again when the code is needed. */
const fetchAhead = () => Promise.all([loadChecks(), loadAlert(), loadSubmit()]).catch(() => undefined);

type Status =
  | { kind: 'editing' }
  | { kind: 'sent'; reference: string; code?: string; guardianToken?: string; guardianPhone?: string }
  | { kind: 'failed' }
  // Sent without an answer (offline, or the connection dropped): it goes again when the connection is back.
  | { kind: 'waiting' };

/** The kind of a SubmissionError (lib/forms/submit.ts), read without loading that module first. */
const failureKind = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;
const failureFields = (error: unknown): Record<string, string> =>
  typeof error === 'object' && error !== null && 'fields' in error ? (error.fields as Record<string, string>) : {};

/** The unsent submission to send again when its values are unchanged, so a repeat is saved once. */
const sameValues = (pending: SubmissionRequest | null, values: FormValues) =>
  pending !== null && JSON.stringify(pending.values) === JSON.stringify(values);

/**
 * Each form's action, bound once for the page's life. React reads a bound action's arguments as a
 * promise when it renders the answer to a post; an action bound afresh on each render would give it
 * a new promise every time, and the server's render would wait on them without end.
 */
const POST_ACTIONS = Object.fromEntries(
  (Object.keys(FORM_FIELDS) as FormId[]).map((formId) => [formId, postForm.bind(null, formId)]),
) as Record<FormId, (previous: FormPostAnswer | null, data: FormData) => Promise<FormPostAnswer>>;

/** Where a form starts: empty, or as the server answered it when it was posted without scripts. */
function startingStatus(posted: FormPostAnswer | null): Status {
  if (posted?.kind === 'sent') {
    const { reference, code, guardianToken, guardianPhone } = posted;
    return { kind: 'sent', reference, code, guardianToken, guardianPhone };
  }
  return { kind: posted?.kind === 'failed' ? 'failed' : 'editing' };
}

/**
 * A public form: validated by its shared schema, drafted on this device, sent once. A submission
 * that gets no answer is kept (with its id) and sent again, by itself, when the browser is back
 * online; the server saves a repeated id once. Where scripts do not run, the same form posts to
 * the server as a plain HTML form (postForm) and the page comes back with the answer.
 */
interface PublicFormProps {
  formId: FormId;
  /** The site's public address, for a minor's parent link. */
  siteUrl: string;
  /** How long a minor's record waits for a parent, in words. */
  guardianPeriod: string;
}

export function PublicForm({ formId, siteUrl, guardianPeriod }: PublicFormProps) {
  const t = useTranslations('Forms');
  const hydrated = useHydrated();
  // Changes only when the form was posted without scripts: the page is then the server's answer.
  const [posted, postAction] = useActionState(POST_ACTIONS[formId], null, SAME_PAGE);
  const [values, setValues] = useState<FormValues>(() => ({
    ...emptyValues(formId),
    ...(posted && posted.kind !== 'sent' ? posted.values : {}),
  }));
  const [errors, setErrors] = useState<Record<string, string>>(() => (posted?.kind === 'invalid' ? posted.errors : {}));
  const [status, setStatus] = useState<Status>(() => startingStatus(posted));
  const [submitting, setSubmitting] = useState(false);
  const [restored, setRestored] = useState(false);
  const [ready, setReady] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const sending = useRef(false);
  // Without scripts nothing can reveal a field later, so a field with a note for that case shows from the start.
  const fields = FORM_FIELDS[formId].filter(
    (f) => !f.showWhen || f.showWhen(values) || (!hydrated && f.noScriptNote !== undefined),
  );

  const change = (name: string, value: FormValue) => {
    if (!savingData()) void fetchAhead();
    const next = { ...values, [name]: value };
    setValues(next);
    saveDraft(formId, next);
    if (errors[name])
      setErrors((previous) => {
        const next = { ...previous };
        delete next[name];
        return next;
      });
  };

  const deliver = async (submission: SubmissionRequest) => {
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    try {
      const sent = await (await loadSubmit()).submitRecord(formId, submission);
      clearDraft(formId);
      clearPending(formId);
      setStatus({
        kind: 'sent',
        ...sent,
        ...(sent.guardianToken ? { guardianPhone: String(submission.values.guardianPhone ?? '') } : {}),
      });
    } catch (error) {
      const kind = failureKind(error);
      if (kind === 'invalid') {
        setErrors(failureFields(error));
        setStatus({ kind: 'editing' });
      } else setStatus({ kind: kind === 'offline' || !navigator.onLine ? 'waiting' : 'failed' });
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  // What was sent without an answer (before a reload, or while offline) goes again, the same
  // submission (its id), so it is saved once. Effect events: they read this render's state
  // without making the effects run again.
  const resendPending = useEffectEvent(() => {
    const pending = loadPending(formId);
    if (pending && navigator.onLine) void deliver(pending);
  });

  // The draft lives in this browser's storage; read it once the page is in the browser (unless the
  // page is the server's answer to the form, which holds what was sent).
  const answered = posted !== null;
  useEffect(() => {
    const draft = answered ? null : loadDraft(formId);
    const plan = formId === 'membership' ? new URLSearchParams(window.location.search).get('plan') : null;
    /* eslint-disable react-hooks/set-state-in-effect */
    if (draft) {
      setValues((v) => ({ ...v, ...draft }));
      setRestored(true);
    } else if (plan) setValues((v) => ({ ...v, plan }));
    setReady(true);
    if (loadPending(formId)) setStatus({ kind: 'waiting' });
    /* eslint-enable react-hooks/set-state-in-effect */
    resendPending();
  }, [formId, answered]);

  useEffect(() => {
    if (status.kind !== 'waiting') return;
    const retry = () => resendPending();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status.kind]);

  const message = (key: string) => {
    const { key: name, limit } = parseMessage(key);
    return t(`errors.${name}` as 'errors.required', { limit: limit ?? 0 });
  };

  const helpOf = (field: FieldDef) => {
    const key = !hydrated && field.showWhen && !field.showWhen(values) ? field.noScriptNote : field.help;
    return key ? t(`${formId}.${key}` as 'complaint.descriptionHelp') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const result = (await loadChecks()).validateForm(formId, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FORM_FIELDS[formId].find((f) => result.errors[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    // A filled hidden field means a bot: it is told "sent", and nothing is stored.
    if (honeypot) {
      clearDraft(formId);
      setStatus({ kind: 'sent', reference: 'OK' });
      return;
    }
    let newSubmission: typeof import('@/lib/forms/submit').newSubmission;
    try {
      ({ newSubmission } = await loadSubmit());
    } catch (error) {
      // The sender's code could not be fetched (offline before the form was ever changed).
      console.error('Form not sent', error);
      setStatus({ kind: 'failed' });
      return;
    }
    const pending = loadPending(formId);
    const submission = sameValues(pending, values) && pending ? pending : newSubmission(formId, values);
    savePending(formId, submission);
    await deliver(submission);
  };

  if (status.kind === 'sent') {
    return (
      <div className={styles.sent} role="status">
        <FormNotice severity="success" className={styles.gapBelow}>
          {t(`${formId}.success`)}
        </FormNotice>
        <KeepThis label={t('referenceLabel')} value={status.reference} testId="form-reference" />
        {status.code && <KeepThis label={t('complaint.codeLabel')} value={status.code} testId="form-secret-code" />}
        {formId === 'complaint' && (
          <p className={styles.keepNote}>{t(status.code ? 'complaint.keepCode' : 'complaint.keepReference')}</p>
        )}
        {status.guardianToken && (
          <GuardianLinkOffer
            token={status.guardianToken}
            guardianPhone={status.guardianPhone ?? ''}
            siteUrl={siteUrl}
            period={guardianPeriod}
          />
        )}
        <Button
          className={styles.gapAbove}
          variant="outlined"
          // Without scripts, the page itself again: an empty form.
          href={SAME_PAGE}
          onClick={(event) => {
            event.preventDefault();
            setValues(emptyValues(formId));
            setStatus({ kind: 'editing' });
          }}
        >
          {t('sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      // Scripts send the form themselves (submit cancels the post); without them the browser posts it.
      action={postAction}
      onSubmit={submit}
      // Marks the form as live (hydrated, draft read): from then on scripts send it.
      data-ready={ready || undefined}
      aria-labelledby={`${formId}-title`}
      className={styles.form}
    >
      <h2 id={`${formId}-title`} className={styles.title}>
        {t(`${formId}.title`)}
      </h2>
      <p className={styles.note}>{t('requiredNote')}</p>
      {formId === 'complaint' && (
        // Said before anything is typed: a complaint draft is private, and where it stays is part of that.
        <p className={styles.note}>{t('complaint.draftNote')}</p>
      )}
      {restored && (
        <FormNotice severity="info" className={styles.gapBelow}>
          {t('draftRestored')}
        </FormNotice>
      )}
      {status.kind === 'failed' && (
        <FormNotice severity="error" role="alert" className={styles.gapBelow}>
          {t('failed')}
        </FormNotice>
      )}
      {Object.keys(errors).length > 0 && (
        <FormNotice severity="error" role="alert" className={styles.gapBelow}>
          {t('fixErrors')}
        </FormNotice>
      )}
      <div className={styles.fields}>
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`${formId}-${field.name}`}
            field={field}
            label={t(`${formId}.fields.${field.name}` as 'survey.fields.village')}
            value={values[field.name] ?? ''}
            error={errors[field.name] ? message(errors[field.name] ?? '') : undefined}
            help={helpOf(field)}
            optionLabel={(o) => (field.optionsKey ? t(`options.${field.optionsKey}.${o}` as 'options.plan.player') : o)}
            chooseLabel={t('choose')}
            onChange={(v) => change(field.name, v)}
          />
        ))}
        <div aria-hidden="true" className={honeypotStyles.offScreen}>
          <label>
            {t('honeypot')}
            <input
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </label>
        </div>
        {status.kind === 'waiting' && (
          <FormNotice severity="warning" role="status">
            {t('notSentYet')}
          </FormNotice>
        )}
        <Button type="submit" variant="contained" size="large" disabled={submitting} className={styles.submit}>
          {submitting ? t('sending') : t(`${formId}.submit`)}
        </Button>
      </div>
    </form>
  );
}

/** Something the person must note down (a reference, a code), shown large under its label. */
function KeepThis({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <p className={styles.keepLabel}>{label}</p>
      <p data-testid={testId} className={styles.keep}>
        {value}
      </p>
    </>
  );
}
