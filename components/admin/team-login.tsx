'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import type { LoginErrorCode } from '@/lib/team/auth';
import { requestLogin } from '@/lib/team/login-client';
import type { SignedInMember } from '@/lib/team/member';
import { SESSION_LIMITS } from '@/lib/team/session-limits';
import { endSessionOnServer } from '@/lib/team/session-client';
import { storedSignedInName } from '@/lib/team/session-store';
import { useTeamDispatch, useTeamSelector } from '@/store/hooks';
import { signedIn, signedOut } from '@/store/user-slice';
import type { Enrolment } from './choose-password';
import { EnrolmentStep } from './enrolment-step';
import { PasswordVisibilityToggle } from '@/components/forms/password-visibility-toggle';
import styles from './sign-in.module.css';
import { useSessionKeeper } from './use-session-keeper';

// Firebase Auth and the inbox (with its labels) load only when a session is checked or a member signs in.
const teamAuth = () => import('@/lib/team/firebase-session');
// The passkey button and its client code come after the page is live: first-load weight is the
// login page's budget (tests/bench/budgets.mjs), and the button cannot show before then anyway.
const PasskeySignIn = dynamic(() => import('./passkey-sign-in').then((m) => m.PasskeySignIn), { ssr: false });
const TeamWorkspace = dynamic(() => import('@/components/team/team-workspace').then((m) => m.TeamWorkspace), {
  ssr: false,
});

type LoginError = { code: LoginErrorCode; minutes?: number } | { code: 'sessionEnded' };

const SESSION_NOTE = {
  idleMinutes: SESSION_LIMITS.idleMs / 60_000,
  absoluteHours: SESSION_LIMITS.absoluteMs / (60 * 60_000),
};

export function TeamLogin() {
  const t = useTranslations('Admin');
  const dispatch = useTeamDispatch();
  // The signed-in member is the store's user; its listener keeps this tab's note of them in step.
  const isAuthenticated = useTeamSelector((s) => s.user.isAuthenticated);
  const member = useTeamSelector((s) => s.user.userData);
  const setMember = (found: SignedInMember | null) => dispatch(found ? signedIn(found) : signedOut());
  const [checking, setChecking] = useState(true);
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  // Set once the invitation code was right for a member with no password yet.
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  // Only a live Firebase Auth session signs a member back in; the stored note alone does not.
  useEffect(() => {
    let first = true;
    let stop = () => {};
    let active = true;
    // Firebase Auth loads only when someone was signed in in this tab; otherwise there is nothing to check.
    const auth = storedSignedInName.get() !== null ? teamAuth() : Promise.resolve(null);
    void auth.then((module) => {
      if (!active) return;
      if (!module) {
        setChecking(false);
        return;
      }
      stop = module.watchTeamMember((found) => {
        if (!first && found) return;
        first = false;
        dispatch(found ? signedIn(found) : signedOut());
        setChecking(false);
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, [dispatch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await requestLogin(memberId, password);
    try {
      if (!result.ok && result.code === 'choosePassword') {
        setEnrolment({ memberId: memberId.trim(), ticket: result.enrolment });
        setPassword('');
        return;
      }
      if (!result.ok) {
        setError({ code: result.code, minutes: result.retryAfterMinutes });
        return;
      }
      await openSession(result.token);
      setPassword('');
    } catch (failure) {
      console.error('Login failed. Please try again.', failure instanceof Error ? failure.message : failure);
      setError({ code: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const openSession = async (token: string) => {
    const found = await teamAuth().then(({ signInWithTeamToken }) => signInWithTeamToken(token));
    setEnrolment(null);
    setMember(found);
  };

  const logOut = async () => {
    try {
      await endSessionOnServer();
      await teamAuth().then(({ signOutTeam }) => signOutTeam());
    } finally {
      setMember(null);
    }
  };

  // The server ended the session (idle, too old, reset, logged out elsewhere): this tab follows.
  const sessionEnded = useCallback(() => {
    void teamAuth()
      .then(({ signOutTeam }) => signOutTeam())
      .finally(() => {
        dispatch(signedOut());
        setError({ code: 'sessionEnded' });
      });
  }, [dispatch]);
  useSessionKeeper(isAuthenticated, sessionEnded);

  if (isAuthenticated && member) {
    return (
      <div className={styles.workspace}>
        <div className={styles.panel}>
          <h2 className={styles.titleClose}>{t('signedInAs', { name: member.name })}</h2>
          <p className={styles.text}>{t('role', { role: member.role })}</p>
          <p className={styles.note}>{t('sessionNote', SESSION_NOTE)}</p>
          <Button variant="outlined" onClick={() => void logOut()}>
            {t('logout')}
          </Button>
        </div>
        <TeamWorkspace member={member} />
      </div>
    );
  }

  if (enrolment) {
    return <EnrolmentStep enrolment={enrolment} onChosen={openSession} onBack={() => setEnrolment(null)} />;
  }

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="login-title" noValidate>
      <h2 id="login-title" className={styles.title}>
        {t('formTitle')}
      </h2>
      {checking && (
        <p role="status" className={styles.small}>
          {t('checking')}
        </p>
      )}
      {error && (
        <Alert severity="error" className={styles.alert} role="alert">
          {error.code === 'sessionEnded'
            ? t('sessionEnded')
            : error.code === 'tooManyAttempts'
              ? t('errors.tooManyAttempts', { minutes: error.minutes ?? 15 })
              : t(`errors.${error.code}`)}
        </Alert>
      )}
      <div className={styles.fields}>
        <TextInputField
          label={t('memberId')}
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          required
          autoComplete="username"
          name="memberId"
        />
        <TextInputField
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          autoComplete="current-password"
          name="password"
          helperText={t('passwordHint')}
          slotProps={{
            input: {
              endAdornment: (
                <PasswordVisibilityToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} />
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || checking}>
          {busy ? t('loggingIn') : t('login')}
        </Button>
      </div>
      <PasskeySignIn disabled={busy || checking} onSignedIn={openSession} />
    </form>
  );
}
