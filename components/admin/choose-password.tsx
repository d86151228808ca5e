'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { requestChoosePassword } from '@/lib/team/password-client';
import { NewPasswordFields, newPasswordProblem, type NewPasswordProblem } from '@/components/forms/new-password-fields';

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
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: 3 }}
      onSubmit={submit}
      aria-labelledby="choose-password-title"
      aria-describedby="choose-password-intro"
      noValidate
    >
      <Typography id="choose-password-title" ref={heading} tabIndex={-1} variant="h3" component="h2" sx={{ mb: 2 }}>
        {c('title')}
      </Typography>
      <Typography id="choose-password-intro" variant="body2" sx={{ mb: 2 }}>
        {c('intro')}
      </Typography>
      {stepProblem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {stepProblem === 'tooManyAttempts' ? t('errors.tooManyAttempts', { minutes: 1 }) : c(`errors.${stepProblem}`)}
        </Alert>
      )}
      <Stack spacing={2}>
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
      </Stack>
    </Paper>
  );
}
