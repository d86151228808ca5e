'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { InboxErrorKind } from '@/lib/firebase/inbox';
import type { InboxRecord } from '@/lib/team/inbox';
import type { SignedInMember } from '@/lib/team/member';
import { NOTE_MAX_LENGTH, writableStatuses } from '@/lib/team/roles';

type Outcome = { kind: 'idle' } | { kind: 'saved'; status: string } | { kind: 'failed'; reason: InboxErrorKind };

const actionLabel = {
  complaint: 'save',
  membership: 'markContacted',
  survey: 'markReplied',
  contact: 'markReplied',
} as const;

/** Adds a status change with an internal note. A failed save keeps the note and says why. */
export function StatusChangeForm({ record, member }: { record: InboxRecord; member: SignedInMember }) {
  const t = useTranslations('Inbox');
  const choices = writableStatuses(record.formId).filter((s) => s !== record.status);
  const [status, setStatus] = useState(choices[0] ?? '');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const id = `status-${record.key}`;
  const chosen = choices.includes(status) ? status : (choices[0] ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !chosen) return;
    setSaving(true);
    setOutcome({ kind: 'idle' });
    try {
      const { addStatusEntry } = await import('@/lib/firebase/inbox');
      await addStatusEntry(record.formId, record.key, { status: chosen, note }, member);
      setNote('');
      setOutcome({ kind: 'saved', status: chosen });
    } catch (error) {
      const reason = (error as { kind?: InboxErrorKind }).kind === 'denied' ? 'denied' : 'offline';
      setOutcome({ kind: 'failed', reason });
    } finally {
      setSaving(false);
    }
  };

  // A record at its last status has nothing to change (the message of the save that took it there stays).
  if (choices.length === 0 && outcome.kind === 'idle') return null;

  return (
    <Box component="form" onSubmit={save} aria-labelledby={`${id}-title`} sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography component="h4" variant="subtitle1" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {t('changeStatus')}
      </Typography>
      {choices.length > 1 && (
        <TextField
          id={`${id}-select`}
          select
          label={t('newStatus')}
          value={chosen}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ maxWidth: 360 }}
        >
          {choices.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`statuses.${s}` as 'statuses.new')}
            </MenuItem>
          ))}
        </TextField>
      )}
      {choices.length > 0 && (
        <>
          <TextField
            id={`${id}-note`}
            label={t('note')}
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX_LENGTH))}
            helperText={t('noteHelp', { count: note.length, max: NOTE_MAX_LENGTH })}
          />
          <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
            {saving ? t('saving') : t(actionLabel[record.formId])}
          </Button>
        </>
      )}
      <Box aria-live="polite">
        {outcome.kind === 'saved' && (
          <Alert severity="success" role="status">
            {t('saved', { status: t(`statuses.${outcome.status}` as 'statuses.new') })}
          </Alert>
        )}
      </Box>
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t(`saveErrors.${outcome.reason}`)}
        </Alert>
      )}
    </Box>
  );
}
