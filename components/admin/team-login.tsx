'use client';

import { useEffect, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import button from '@/components/theme/button.module.css';
import paper from '@/components/theme/paper.module.css';
import text from '@/components/theme/typography.module.css';
import { SESSION_KEYS, type LoginErrorCode } from '@/lib/team/auth';
import { requestLogin } from '@/lib/team/login-client';
import type { SignedInMember } from '@/lib/team/member';
import { useTeamDispatch, useTeamSelector } from '@/store/hooks';
import { signedIn, signedOut } from '@/store/user-slice';
import styles from './team-login.module.css';

// Firebase Auth and the inbox (with its labels) load only when a session is checked or a member signs in.
const teamAuth = () => import('@/lib/firebase/team-auth');
const TeamWorkspace = dynamic(() => import('@/components/team/team-workspace').then((m) => m.TeamWorkspace), {
  ssr: false,
});

// Material's Visibility and VisibilityOff icons, drawn inline rather than as MUI SvgIcons.
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_CROSSED_OUT =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

type LoginError = { code: LoginErrorCode; minutes?: number };

export function TeamLogin() {
  const t = useTranslations('Admin');
  const dispatch = useTeamDispatch();
  // The signed-in member is the store's user; its listener keeps the session items and the header in step.
  const isAuthenticated = useTeamSelector((s) => s.user.isAuthenticated);
  const member = useTeamSelector((s) => s.user.userData);
  const setMember = (found: SignedInMember | null) => dispatch(found ? signedIn(found) : signedOut());
  const [checking, setChecking] = useState(true);
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  // Only a live Firebase Auth session signs a member back in; the stored items alone do not.
  useEffect(() => {
    let first = true;
    let stop = () => {};
    let active = true;
    // Firebase Auth loads only when a session item is stored; otherwise there is nothing to check.
    const auth = window.sessionStorage.getItem(SESSION_KEYS.id) ? teamAuth() : Promise.resolve(null);
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
      if (!result.ok) {
        setError({ code: result.code, minutes: result.retryAfterMinutes });
        return;
      }
      const found = await teamAuth().then(({ signInWithTeamToken }) => signInWithTeamToken(result.token));
      setMember(found);
      setPassword('');
    } catch (failure) {
      console.error('Login failed. Please try again.', failure instanceof Error ? failure.message : failure);
      setError({ code: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const logOut = async () => {
    try {
      await teamAuth().then(({ signOutTeam }) => signOutTeam());
    } finally {
      setMember(null);
    }
  };

  if (isAuthenticated && member) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            {t('signedInAs', { name: member.name })}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('role', { role: member.role })}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('sessionNote')}
          </Typography>
          <Button variant="outlined" onClick={() => void logOut()}>
            {t('logout')}
          </Button>
        </Paper>
        <TeamWorkspace member={member} />
      </Box>
    );
  }

  return (
    <form className={`${paper.outlined} ${styles.form}`} onSubmit={submit} aria-labelledby="login-title" noValidate>
      <h2 id="login-title" className={styles.title}>
        {t('formTitle')}
      </h2>
      {checking && (
        <p role="status" className={`${text.body2} ${styles.checking}`}>
          {t('checking')}
        </p>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error.code === 'tooManyAttempts'
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
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <button
                    type="button"
                    className={`${button.iconButton} ${styles.showPassword}`}
                    aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((s) => !s)}
                  >
                    <svg className={styles.eye} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d={showPassword ? EYE_CROSSED_OUT : EYE} />
                    </svg>
                  </button>
                </InputAdornment>
              ),
            },
          }}
        />
        <button type="submit" className={`${button.button} ${button.contained}`} disabled={busy || checking}>
          {busy ? t('loggingIn') : t('login')}
        </button>
      </div>
    </form>
  );
}
