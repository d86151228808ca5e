'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { NewPasswordFields, newPasswordProblem, type NewPasswordProblem } from '@/components/forms/new-password-fields';
import { PasswordVisibilityToggle } from '@/components/forms/password-visibility-toggle';
import { TextInputField } from '@/components/forms/text-input-field';
import { requestChangePassword, type ChangePasswordResponse } from '@/lib/team/change-password-client';
import type { SignedInMember } from '@/lib/team/member';
import { PASSWORD_MAX_LENGTH } from '@/lib/team/password-rules';
import { WorkspaceSection } from './workspace-section';
import workspace from './workspace.module.css';

type RefusalCode = Extract<ChangePasswordResponse, { ok: false }>['code'];
/** Refusals about the whole form, not the new password: said above the fields. */
const FORM_PROBLEMS = ['wrongCurrent', 'sameAsCurrent', 'sessionEnded', 'tooManyAttempts', 'failed'] as const;
type FormProblem = (typeof FORM_PROBLEMS)[number];
const isFormProblem = (code: RefusalCode): code is FormProblem => (FORM_PROBLEMS as readonly string[]).includes(code);

/**
 * A member changes their own password: the current one, then the new one twice. What was typed
 * stays in the fields when the server refuses, so nothing has to be typed again but what was wrong.
 */
export function ChangePasswordSection({ member }: { member: SignedInMember }) {
  const a = useTranslations('Admin.account');
  const [current, setCurrent] = useState('');
  const [showCurrent, setShowCurrent] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const [formProblem, setFormProblem] = useState<{ code: FormProblem; minutes?: number } | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    setFormProblem(null);
    const found = newPasswordProblem(password, confirm, { memberId: member.memberId, name: member.name });
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const result = await requestChangePassword({ currentPassword: current, newPassword: password });
      if (result.ok) {
        setDone(true);
        setCurrent('');
        setPassword('');
        setConfirm('');
        return;
      }
      if (isFormProblem(result.code)) setFormProblem({ code: result.code, minutes: result.retryAfterMinutes });
      else setProblem(result.code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <WorkspaceSection id="account-title" title={a('title')} intro={a('intro')}>
      <form onSubmit={submit} noValidate aria-labelledby="account-title">
        <div role="status">
          {done && (
            <Alert severity="success" className={workspace.below2}>
              {a('done')}
            </Alert>
          )}
        </div>
        {formProblem && (
          <Alert severity="error" role="alert" className={workspace.below2}>
            {a(`errors.${formProblem.code}`, { minutes: formProblem.minutes ?? 15 })}
          </Alert>
        )}
        <div className={workspace.stack}>
          <TextInputField
            label={a('currentPassword')}
            type={showCurrent ? 'text' : 'password'}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
            autoComplete="current-password"
            name="currentPassword"
            error={formProblem?.code === 'wrongCurrent'}
            slotProps={{
              input: {
                endAdornment: (
                  <PasswordVisibilityToggle shown={showCurrent} onToggle={() => setShowCurrent((s) => !s)} />
                ),
              },
              htmlInput: { maxLength: PASSWORD_MAX_LENGTH + 1 },
            }}
          />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            problem={problem}
            labels={{ newPassword: a('newPassword'), confirmPassword: a('confirmPassword') }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? a('saving') : a('save')}
            </Button>
          </div>
        </div>
      </form>
    </WorkspaceSection>
  );
}
