'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslations } from 'next-intl';
import {
  login,
  logout,
  restoreSession,
  SESSION_KEYS,
  type AuthDeps,
  type LoginErrorCode,
  type TeamMember,
} from '@/lib/team/auth';
import { notifySessionChange } from '@/lib/team/session-store';

// The database module (and the Firebase SDK behind it) loads only when a check or login needs it.
const deps = (): AuthDeps => ({
  readTeamMembers: () => import('@/lib/firebase/database').then(({ readOnce }) => readOnce('teamMembers')),
  session: window.sessionStorage,
});

export function TeamLogin() {
  const t = useTranslations('Admin');
  const [member, setMember] = useState<TeamMember | null>(null);
  const [checking, setChecking] = useState(true);
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginErrorCode | null>(null);

  useEffect(() => {
    let active = true;
    const stored = window.sessionStorage.getItem(SESSION_KEYS.id);
    const check = stored ? restoreSession(deps()) : Promise.resolve(null);
    void check.then((found) => {
      if (!active) return;
      setMember(found);
      setChecking(false);
      notifySessionChange();
    });
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await login(memberId, password, deps());
    setBusy(false);
    if (result.ok) {
      setMember(result.member);
      setPassword('');
      notifySessionChange();
    } else {
      setError(result.code);
    }
  };

  if (member) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('signedInAs', { name: member.name })}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('role', { role: member.role })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sessionNote')}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            logout(window.sessionStorage);
            setMember(null);
            notifySessionChange();
          }}
        >
          {t('logout')}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-labelledby="login-title" noValidate sx={{ p: 3 }}>
      <Typography component="h2" variant="h3" id="login-title" sx={{ mb: 2 }}>
        {t('formTitle')}
      </Typography>
      {checking && (
        <Typography variant="body2" role="status" sx={{ mb: 2 }}>
          {t('checking')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(`errors.${error}`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('memberId')}
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          required
          autoComplete="username"
          name="memberId"
        />
        <TextField
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
                  <IconButton
                    aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((s) => !s)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || checking}>
          {busy ? t('loggingIn') : t('login')}
        </Button>
      </Box>
    </Paper>
  );
}
