'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { INVITATION_TTL_HOURS } from '@/lib/team/invitation-rules.mjs';
import styles from './invitation-code.module.css';

/**
 * A member's new invitation code, as the Coordinator reads it out or copies it into WhatsApp: large,
 * spaced, in a font where no two characters look alike. It is shown once: the server keeps only its hash.
 */
export function InvitationCode({ name, code }: { name: string; code: string }) {
  const t = useTranslations('Admin.teamPanel');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page without permission): the code is on screen to read out.
      setCopied(false);
    }
  };
  return (
    <Alert severity="success" className={styles.alert}>
      <AlertTitle>{t('done', { name })}</AlertTitle>
      <p className={styles.code} data-invitation-code>
        {code}
      </p>
      <p className={styles.note}>{t('codeNote', { hours: INVITATION_TTL_HOURS })}</p>
      <Button variant="outlined" color="inherit" size="small" onClick={() => void copy()}>
        {copied ? t('copied') : t('copy')}
      </Button>
    </Alert>
  );
}
