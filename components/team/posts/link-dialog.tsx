'use client';

import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { isAllowedAddress } from '@/lib/posts/link-address';
import { labelAboveSlots } from '../wrapping-styles';
import wrapping from '../wrapping.module.css';
import workspace from '../workspace.module.css';
import styles from './link-dialog.module.css';

/**
 * Asks for a link's address. Only a web page, an e-mail or a phone number is taken: a
 * `javascript:` address would run code on every visitor's phone.
 */
export function LinkDialog({
  initial,
  onApply,
  onClose,
}: {
  /** The address of the link being changed; '' for a new one. */
  initial: string;
  /** The address to link to; null removes the link. */
  onApply: (address: string | null) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Posts.linkDialog');
  const [address, setAddress] = useState(initial);
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAllowedAddress(address)) {
      setRefused(true);
      return;
    }
    onApply(address.trim());
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="link-dialog-title" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="link-dialog-title">{t('title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('address')}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setRefused(false);
            }}
            type="url"
            fullWidth
            autoFocus
            error={refused}
            helperText={refused ? t('refused') : t('help')}
            slotProps={{ ...labelAboveSlots, htmlInput: { lang: 'en', dir: 'ltr', inputMode: 'url' } }}
            className={`${wrapping.field} ${workspace.above1}`}
          />
        </DialogContent>
        <DialogActions className={styles.actions}>
          {initial && (
            <Button color="error" onClick={() => onApply(null)}>
              {t('remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
