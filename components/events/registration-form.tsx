'use client';

import { useActionState, useEffect, useState, useTransition, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { ChoiceField } from '@/components/forms/choice-field';
import { labelAbove } from '@/components/forms/form-field';
import { FormNotice } from '@/components/forms/form-notice';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TickBox } from '@/components/forms/tick-box';
import { TextInputField } from '@/components/forms/text-input-field';
import { ActionForm } from '@/components/payments/action-form';
import { parseMessage } from '@/lib/forms/field-values';
import { SAME_PAGE } from '@/lib/forms/submission';
import { postRegistration } from '@/lib/events/registration-actions';
import type { RegistrationAnswer } from '@/lib/events/registration-answers';
import {
  AGE_BANDS,
  EMPTY_REGISTRATION_VALUES,
  type RegistrationField,
  type RegistrationValues,
} from '@/lib/events/registration-fields';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { Locale } from '@/lib/i18n/locales';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './registration-form.module.css';

const ID = 'registration';

/**
 * Turns this device's alerts on for events (keeping any other topics it chose) and answers its token,
 * which the registration keeps (as its hash) to remind the person. Loaded only when asked for.
 */
async function alertTokenForReminders(locale: Locale): Promise<string | null> {
  const [{ turnOnAlerts, readChosenTopics }, { browserPushDeps }, { readStoredToken }] = await Promise.all([
    import('@/lib/push/subscription-client'),
    import('@/lib/firebase/push-browser'),
    import('@/lib/firebase/push'),
  ]);
  const chosen = readChosenTopics(localStorage) ?? [];
  await turnOnAlerts(browserPushDeps(), locale, [...new Set([...chosen, 'events' as const])]);
  return readStoredToken(localStorage)?.token ?? null;
}
const fieldId = (field: string) => `${ID}-${field}`;
/** What was typed, kept in this tab while the form is open: a lost connection or a reload loses nothing. */
const draftKey = (slug: string) => `registration-draft:${slug}`;

export interface RegistrationFormProps {
  slug: string;
  /** Made when the page was rendered: the same post twice (a double tap, a reload) is one registration. */
  submissionId: string;
  /** An answer to show first (the tests). */
  initial?: RegistrationAnswer | null;
}

/** A connection that dropped: fetch's TypeError, or a browser that knows it is offline. */
const isConnectionFailure = (error: unknown) => error instanceof TypeError || !navigator.onLine;

/**
 * An event's registration form. One server action answers it with or without scripts: a
 * registration taken goes to its own page; otherwise the form comes back with its messages and
 * everything typed. With scripts, a post that cannot reach the server says so and keeps the form.
 */
export function RegistrationForm({ slug, submissionId, initial = null }: RegistrationFormProps) {
  const t = useTranslations('Registration');
  const formsT = useTranslations('Forms');
  const locale = useSiteLocale();
  const [posted, postAction] = useActionState(postRegistration, initial, SAME_PAGE);
  const [sent, setSent] = useState<RegistrationAnswer | null>(null);
  const [pending, startTransition] = useTransition();
  const answer = sent ?? posted;
  const [values, setValues] = useState<RegistrationValues>(answer?.values ?? EMPTY_REGISTRATION_VALUES);
  const errors = answer?.errors ?? {};
  const canAlert = useHydrated() && typeof Notification !== 'undefined' && 'serviceWorker' in navigator;
  const [remind, setRemind] = useState(false);
  const [alertsFailed, setAlertsFailed] = useState(false);

  useEffect(() => {
    const kept = sessionStorage.getItem(draftKey(slug));
    if (!kept || posted) return;
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's draft is known only here
      setValues({ ...EMPTY_REGISTRATION_VALUES, ...(JSON.parse(kept) as Partial<RegistrationValues>) });
    } catch {
      sessionStorage.removeItem(draftKey(slug));
    }
  }, [slug, posted]);

  const set = <K extends keyof RegistrationValues>(name: K, value: RegistrationValues[K]) =>
    setValues((previous) => {
      const next = { ...previous, [name]: value };
      sessionStorage.setItem(draftKey(slug), JSON.stringify({ ...next, submissionId: undefined }));
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(async () => {
      if (remind) {
        const token = await alertTokenForReminders(locale).catch(() => null);
        setAlertsFailed(token === null);
        if (token === null) return;
        data.set('alertToken', token);
      }
      try {
        const next = await postRegistration(answer, data);
        setSent(next);
      } catch (error) {
        // A registration taken ends in a redirect, which the router carries out.
        if (!isConnectionFailure(error)) throw error;
        setSent({ values, errors: {}, problem: 'failed' });
      }
    });
  };

  const message = (field: RegistrationField) => {
    const key = errors[field];
    if (!key) return undefined;
    const { key: name, limit } = parseMessage(key);
    return formsT(`errors.${name}` as 'errors.required', { limit: limit ?? 0 });
  };

  const text = (
    field: 'name' | 'mobile' | 'parentName' | 'parentMobile',
    options: { help?: string; tel?: boolean; autoComplete: string },
  ) => (
    <TextInputField
      id={fieldId(field)}
      name={field}
      label={t(field)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={message(field) ?? options.help}
      required={field === 'name' || field === 'mobile'}
      type={options.tel ? 'tel' : 'text'}
      autoComplete={options.autoComplete}
      fullWidth
      slotProps={{
        ...labelAbove,
        htmlInput: options.tel ? { inputMode: 'numeric', maxLength: 20 } : { maxLength: 100 },
      }}
    />
  );

  return (
    <ActionForm id={ID} action={postAction} onSubmit={submit} pending={pending}>
      <h2 id={`${ID}-title`} className={styles.title}>
        {t('formTitle')}
      </h2>
      <p className={styles.requiredNote}>{t('requiredNote')}</p>
      {answer?.problem && (
        <FormNotice severity="error" className={styles.gapBelow}>
          {t(`refusals.${answer.problem}`)}
        </FormNotice>
      )}
      {Object.keys(errors).length > 0 && (
        <FormNotice severity="error" className={styles.gapBelow}>
          {t('fixErrors')}
        </FormNotice>
      )}
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="submissionId" value={answer?.values.submissionId || submissionId} />
      <div className={styles.fields}>
        {text('name', { autoComplete: 'name' })}
        {text('mobile', { tel: true, autoComplete: 'tel', help: t('mobileHelp') })}
        <ChoiceField
          id={fieldId('ageBand')}
          name="ageBand"
          legend={t('ageBand')}
          required
          help={message('ageBand')}
          error={Boolean(errors.ageBand)}
          value={values.ageBand}
          onChange={(value) => set('ageBand', value)}
          options={AGE_BANDS.map((band) => ({ value: band, label: t(`ageBands.${band}`) }))}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('parentHeading')}</legend>
          <p className={styles.note}>{t('parentHelp')}</p>
          {text('parentName', { autoComplete: 'off' })}
          {text('parentMobile', { tel: true, autoComplete: 'off' })}
        </fieldset>
        <TickBox
          id={fieldId('consent')}
          name="consent"
          label={t('consent')}
          checked={values.consent}
          onChange={(checked) => set('consent', checked)}
          message={message('consent')}
          required
        />
        {canAlert && (
          <TickBox
            id={fieldId('remind')}
            label={t('remindMe')}
            checked={remind}
            onChange={setRemind}
            message={alertsFailed ? t('alertsFailed') : undefined}
          />
        )}
        <HoneypotField label={formsT('honeypot')} />
        <Button type="submit" variant="contained" size="large" disabled={pending} className={styles.submit}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </ActionForm>
  );
}
