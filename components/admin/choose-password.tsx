'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { requestChoosePassword } from '@/lib/team/password-client';
import { NewPasswordFields, newPasswordProblem, type NewPasswordProblem } from '@/components/forms/new-password-fields';
import styles from './sign-in.module.css';

export interface Enrolment {
  memberId: string;
  ticket: string;
}

/** A refusal the member cannot fix by typing: they go back and log in again. */
type StepProblem = 'invalidTicket' | 'alreadyChosen' | 'failed' | 'tooManyAttempts';

/**
 * The first sign-in's second step (after an invitation code): the member chooses a password of
 * their own before the workspace opens. Checked here as they type, and again on the server, which
 * alone decides (it also knows their name and number, and the common passwords).
 */
export function ChoosePassword({
  enrolment,
  onChosen,
  onBack,
}: {
  enrolment: Enrolment;
  onChosen: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const t = useTranslations('Admin');
  const c = useTranslations('Admin.choosePassword');
  const heading = useRef<HTMLHeadingElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const [stepProblem, setStepProblem] = useState<StepProblem | null>(null);
  const [busy, setBusy] = useState(false);

  // A new step: screen readers and keyboards start from its heading.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = newPasswordProblem(password, confirm, { memberId: enrolment.memberId });
    setProblem(found);
    setStepProblem(null);
    if (found) return;
    setBusy(true);
    try {
      const result = await requestChoosePassword({ memberId: enrolment.memberId, ticket: enrolment.ticket, password });
      if (result.ok) {
        await onChosen(result.token);
        return;
      }
      const { code } = result;
      if (code === 'invalidTicket' || code === 'alreadyChosen' || code === 'failed' || code === 'tooManyAttempts') {
        setStepProblem(code);
      } else setProblem(code);
    } catch (failure) {
      console.error('Choosing a password failed', failure instanceof Error ? failure.message : failure);
      setStepProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      aria-labelledby="choose-password-title"
      aria-describedby="choose-password-intro"
      noValidate
    >
      <h2 id="choose-password-title" ref={heading} tabIndex={-1} className={styles.title}>
        {c('title')}
      </h2>
      <p id="choose-password-intro" className={styles.small}>
        {c('intro')}
      </p>
      {stepProblem && (
        <Alert severity="error" className={styles.alert} role="alert">
          {stepProblem === 'tooManyAttempts' ? t('errors.tooManyAttempts', { minutes: 1 }) : c(`errors.${stepProblem}`)}
        </Alert>
      )}
      <div className={styles.fields}>
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          problem={problem}
          labels={{ newPassword: c('newPassword'), confirmPassword: c('confirmPassword') }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? c('saving') : c('save')}
        </Button>
        <Button type="button" variant="outlined" size="large" onClick={onBack}>
          {c('back')}
        </Button>
      </div>
    </form>
  );
}
