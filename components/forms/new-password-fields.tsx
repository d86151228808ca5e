'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordStrength,
  type PasswordOwner,
  type PasswordProblem,
} from '@/lib/team/password-rules';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

export type NewPasswordProblem = PasswordProblem | 'mismatch';

export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** What the browser can check before sending (the server checks again, and the common list). */
export const newPasswordProblem = (
  password: string,
  confirm: string,
  owner: PasswordOwner,
): NewPasswordProblem | null => passwordProblem(password, owner) ?? (confirm === password ? null : 'mismatch');

/**
 * A new password and its confirmation, with the rules, the strength hint and the problem found:
 * the first sign-in and a password change ask the same way.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  problem,
  labels,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  problem: NewPasswordProblem | null;
  labels: { newPassword: string; confirmPassword: string };
}) {
  const r = useTranslations('Admin.passwordRules');
  const [shown, setShown] = useState(false);
  const strength = passwordStrength(password);
  const passwordError = problem && problem !== 'mismatch' ? r(`errors.${problem}`, PASSWORD_LIMITS) : null;
  const confirmError = problem === 'mismatch' ? r('errors.mismatch') : null;
  const toggle = <PasswordVisibilityToggle shown={shown} onToggle={() => setShown((s) => !s)} />;
  return (
    <>
      <TextInputField
        label={labels.newPassword}
        type={shown ? 'text' : 'password'}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        required
        autoComplete="new-password"
        name="newPassword"
        error={passwordError !== null}
        helperText={
          <>
            <span>{passwordError ?? r('rules', PASSWORD_LIMITS)}</span>{' '}
            <span data-strength={strength}>{r('strength.label', { strength: r(`strength.${strength}`) })}</span>
          </>
        }
        slotProps={{ input: { endAdornment: toggle }, htmlInput: { maxLength: PASSWORD_MAX_LENGTH + 1 } }}
      />
      <TextInputField
        label={labels.confirmPassword}
        type={shown ? 'text' : 'password'}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        required
        autoComplete="new-password"
        name="confirmPassword"
        error={confirmError !== null}
        helperText={confirmError ?? undefined}
      />
    </>
  );
}
