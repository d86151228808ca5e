'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import { requestChoosePassword } from '@/lib/team/password-client';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordStrength,
  type PasswordProblem,
} from '@/lib/team/password-rules';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

export interface Enrolment {
  memberId: string;
  /** The WhatsApp number just typed as the password: the new one must not contain it. */
  phone: string;
  ticket: string;
}

type FieldProblem = PasswordProblem | 'mismatch';
/** A refusal the member cannot fix by typing: they go back and log in again. */
type StepProblem = 'invalidTicket' | 'alreadyChosen' | 'failed' | 'tooManyAttempts';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * The first sign-in's second step: the member chooses a password of their own before the
 * workspace opens. Checked here as they type, and again on the server, which alone decides.
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
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [stepProblem, setStepProblem] = useState<StepProblem | null>(null);
  const [busy, setBusy] = useState(false);

  // A new step: screen readers and keyboards start from its heading.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found =
      passwordProblem(password, { memberId: enrolment.memberId, phone: enrolment.phone }) ??
      (confirm === password ? null : 'mismatch');
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

  const strength = passwordStrength(password);
  const passwordError = problem && problem !== 'mismatch' ? c(`errors.${problem}`, LIMITS) : null;
  const confirmError = problem === 'mismatch' ? c('errors.mismatch') : null;
  const toggle = <PasswordVisibilityToggle shown={shown} onToggle={() => setShown((s) => !s)} />;

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
        <TextInputField
          id="new-password"
          label={c('newPassword')}
          type={shown ? 'text' : 'password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          autoComplete="new-password"
          name="newPassword"
          error={passwordError !== null}
          helperText={
            <>
              <span>{passwordError ?? c('rules', LIMITS)}</span>{' '}
              <span data-strength={strength}>{c('strength.label', { strength: c(`strength.${strength}`) })}</span>
            </>
          }
          slotProps={{ input: { endAdornment: toggle }, htmlInput: { maxLength: PASSWORD_MAX_LENGTH + 1 } }}
        />
        <TextInputField
          id="confirm-password"
          label={c('confirmPassword')}
          type={shown ? 'text' : 'password'}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
          autoComplete="new-password"
          name="confirmPassword"
          error={confirmError !== null}
          helperText={confirmError ?? undefined}
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
