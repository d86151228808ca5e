'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { INVITATION_TTL_HOURS } from '@/lib/team/invitation-rules.mjs';

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
    <Alert severity="success" sx={{ mb: 2 }}>
      <AlertTitle>{t('done', { name })}</AlertTitle>
      <Typography
        component="p"
        sx={{ fontFamily: 'monospace', fontSize: '1.75rem', letterSpacing: '0.15em', my: 1 }}
        data-invitation-code
      >
        {code}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('codeNote', { hours: INVITATION_TTL_HOURS })}
      </Typography>
      <Button variant="outlined" color="inherit" size="small" onClick={() => void copy()}>
        {copied ? t('copied') : t('copy')}
      </Button>
    </Alert>
  );
}
