'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/use-hydrated';
import { passkeysSupported, signInWithPasskey, type PasskeySignInOutcome } from '@/lib/team/passkeys-client';
import styles from './sign-in.module.css';

type Failure = Exclude<PasskeySignInOutcome, { ok: true }>;

/**
 * "Sign in with a passkey", below the password form: the browser asks the member to pick a
 * passkey of this site and unlock it; the session then opens as after a password. Shown only in a
 * browser that has passkeys (decided after mounting, as the server cannot know).
 */
export function PasskeySignIn({
  disabled,
  onSignedIn,
  signIn = signInWithPasskey,
  supported = passkeysSupported,
}: {
  disabled: boolean;
  /** Opens the session with the sign-in token, as the password form does. */
  onSignedIn: (token: string) => Promise<void>;
  signIn?: () => Promise<PasskeySignInOutcome>;
  supported?: () => boolean;
}) {
  const t = useTranslations('Admin.passkeySignIn');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  // Asked once the page is live: the server's markup cannot know the browser.
  const hydrated = useHydrated();
  if (!hydrated || !supported()) return null;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn();
      if (result.ok) await onSignedIn(result.token);
      else setFailure(result);
    } catch (error) {
      console.error('Passkey sign-in failed', error instanceof Error ? error.message : error);
      setFailure({ ok: false, code: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.passkey}>
      <p className={styles.text}>{t('or')}</p>
      {failure && (
        <Alert severity="error" className={styles.alert} role="alert">
          {failure.code === 'tooManyAttempts'
            ? t('errors.tooManyAttempts', { minutes: failure.retryAfterMinutes ?? 1 })
            : t(`errors.${failure.code}`)}
        </Alert>
      )}
      <Button variant="outlined" size="large" fullWidth disabled={disabled || busy} onClick={() => void start()}>
        {busy ? t('busy') : t('button')}
      </Button>
      <p className={styles.hint}>{t('hint')}</p>
    </div>
  );
}
