'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { reportWorkspaceAccess } from '@/lib/privacy/access-reporting';
import { addStatusEntry } from '@/lib/team/inbox-database';
import { statusChoices, type InboxRecord } from '@/lib/team/inbox';
import { inboxErrorKind, type InboxErrorKind } from '@/lib/team/inbox-error';
import type { SignedInMember } from '@/lib/team/member';
import { NOTE_MAX_LENGTH } from '@/lib/team/roles';
import styles from './status-change-form.module.css';
import workspace from './workspace.module.css';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';

type Outcome =
  { kind: 'idle' } | { kind: 'saved'; status: string } | { kind: 'failed'; status: string; reason: InboxErrorKind };

// What the button says when only one status is on offer: a survey answer or message is "replied
// to"; with a choice of statuses (a complaint, a membership) it saves the one chosen.
const ACTION = {
  complaint: 'save',
  membership: 'save',
  survey: 'markReplied',
  contact: 'markReplied',
} as const;

/** Adds a status change with an internal note. A failed save keeps the note and says why. */
export function StatusChangeForm({ record, member }: { record: InboxRecord; member: SignedInMember }) {
  const t = useTranslations('Inbox');
  const [picked, setPicked] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { choices, suggested } = statusChoices(record.formId, record.status);
  // A change still waiting for its answer can already show as the record's status (the database
  // shows its own writes at once), so a failed status stays on offer to try again.
  const offered = choices.length === 0 && outcome.kind === 'failed' ? [outcome.status] : choices;
  const chosen = picked && offered.includes(picked) ? picked : (suggested ?? offered[0]);
  const id = `status-${record.formId}-${record.key}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !chosen) return;
    setSaving(true);
    setOutcome({ kind: 'idle' });
    try {
      await addStatusEntry(record.formId, record.key, { status: chosen, note }, member);
      // The change is saved (its history entry names the member too); a report that does not get
      // through must not make it look failed, so it is only logged here.
      await reportWorkspaceAccess({
        action: 'status',
        form: record.formId,
        recordKey: record.key,
        reference: record.reference,
        count: 1,
      }).catch((error: unknown) => console.error('The status change was not noted in the record of who looked', error));
      setNote('');
      setPicked(null);
      setOutcome({ kind: 'saved', status: chosen });
    } catch (error) {
      setOutcome({ kind: 'failed', status: chosen, reason: inboxErrorKind(error) });
    } finally {
      setSaving(false);
    }
  };

  // Nothing left to change (a message already replied to), and no message of a save to show.
  if (offered.length === 0 && outcome.kind === 'idle') return null;

  return (
    // No accessible name: a named form is a landmark, and every submission in the inbox has one of
    // these, all "Change status" (axe: landmark-unique). Its heading still leads it.
    <form onSubmit={save} className={styles.form}>
      <h4 id={`${id}-title`} className={workspace.minorTitle}>
        {t('changeStatus')}
      </h4>
      {offered.length > 1 && (
        <TextField
          id={`${id}-select`}
          select
          label={t('newStatus')}
          value={chosen}
          onChange={(e) => setPicked(e.target.value)}
          slotProps={labelAboveSlots}
          className={`${wrapping.field} ${styles.select}`}
        >
          {offered.map((status) => (
            <MenuItem key={status} value={status} className={wrapping.menuItem}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {offered.length > 0 && (
        <>
          <TextField
            id={`${id}-note`}
            label={t('note')}
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX_LENGTH))}
            helperText={t('noteHelp', { count: note.length, max: NOTE_MAX_LENGTH })}
            slotProps={{ ...labelAboveSlots, htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
            className={wrapping.field}
          />
          <Button type="submit" variant="contained" disabled={saving} className={styles.submit}>
            {saving ? t('saving') : t(ACTION[record.formId])}
          </Button>
        </>
      )}
      {/* There before anything is said in it, so screen readers announce the confirmation. */}
      <div role="status">
        {outcome.kind === 'saved' && (
          <Alert severity="success" role="none">
            {t('saved', { status: t(`statuses.${outcome.status}`) })}
          </Alert>
        )}
      </div>
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t(`saveErrors.${outcome.reason}`)}
        </Alert>
      )}
    </form>
  );
}
