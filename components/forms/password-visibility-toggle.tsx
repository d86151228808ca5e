'use client';

import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslations } from 'next-intl';
import { SiteIcon } from '@/components/icons/site-icon';

/** The eye button at the end of a password field: shows or hides what was typed. */
export function PasswordVisibilityToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const t = useTranslations('Admin');
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={shown ? t('hidePassword') : t('showPassword')}
        aria-pressed={shown}
        onClick={onToggle}
      >
        <SiteIcon name={shown ? 'visibilityOff' : 'visibility'} size="medium" />
      </IconButton>
    </InputAdornment>
  );
}
