'use client';

import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { TextInputField } from '@/components/forms/text-input-field';
import styles from './passkey-dialogs.module.css';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyListEntry } from '@/lib/team/passkeys-types';

interface DialogProps {
  /** The passkey asked about; none closes the dialog. */
  passkey: PasskeyListEntry | null;
  busy: boolean;
  onClose: () => void;
}

/** A new name for a passkey, starting from its current one; a blank name cannot be saved. */
export function RenamePasskeyDialog({
  passkey,
  busy,
  onClose,
  onRename,
}: DialogProps & { onRename: (name: string) => void }) {
  // Keyed by the passkey, so each opening starts from that passkey's name.
  return (
    <Dialog open={passkey !== null} onClose={() => !busy && onClose()} aria-labelledby="rename-passkey-title">
      {passkey && <RenameForm key={passkey.id} passkey={passkey} busy={busy} onClose={onClose} onRename={onRename} />}
    </Dialog>
  );
}

function RenameForm({
  passkey,
  busy,
  onClose,
  onRename,
}: {
  passkey: PasskeyListEntry;
  busy: boolean;
  onClose: () => void;
  onRename: (name: string) => void;
}) {
  const t = useTranslations('Admin.passkeys');
  const [name, setName] = useState(passkey.name);
  const blank = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onRename(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="rename-passkey-title">{t('renameTitle', { name: passkey.name })}</DialogTitle>
      <DialogContent>
        {/* The shared field takes no class: a box of its own sets it below the title. */}
        <div className={styles.field}>
          <TextInputField
            label={t('newName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={blank}
            helperText={blank ? t('errors.nameRequired') : undefined}
            name="newPasskeyName"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
            fullWidth
          />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || blank}>
          {t('save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Asks before a passkey is removed: it will sign nobody in afterwards. */
export function RemovePasskeyDialog({ passkey, busy, onClose, onRemove }: DialogProps & { onRemove: () => void }) {
  const t = useTranslations('Admin.passkeys');
  return (
    <Dialog
      open={passkey !== null}
      onClose={() => !busy && onClose()}
      aria-labelledby="remove-passkey-title"
      aria-describedby="remove-passkey-text"
    >
      <DialogTitle id="remove-passkey-title">{t('removeTitle', { name: passkey?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-passkey-text">{t('removeText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onRemove}>
          {t('remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
