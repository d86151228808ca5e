'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { INVITATION_TTL_HOURS } from '@/lib/team/invitation-rules.mjs';
import type { TeamListEntry } from '@/lib/team/manage-team';
import { InvitationCode } from './invitation-code';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';
import workspace from './workspace.module.css';

export interface TeamMembersApi {
  list: () => Promise<TeamListEntry[]>;
  /** Answers the member's new invitation code. */
  reset: (memberId: string) => Promise<string>;
}

type Outcome = { kind: 'done'; name: string; code: string } | { kind: 'failed'; name: string } | null;

/**
 * The team as a Coordinator sees it, with a way to send a member back to their first sign-in: an
 * invitation code, shown here once. Shown only to roles that manage the team; the server checks
 * the role again on every request.
 */
export function TeamMembersPanel({ api }: { api: TeamMembersApi }) {
  const t = useTranslations('Admin.teamPanel');
  const { loaded: listing, reload } = useReloadable(api.list);
  const [confirming, setConfirming] = useState<TeamListEntry | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const reset = async (member: TeamListEntry) => {
    setBusy(true);
    try {
      const code = await api.reset(member.memberId);
      setOutcome({ kind: 'done', name: member.name, code });
      reload();
    } catch {
      setOutcome({ kind: 'failed', name: member.name });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <WorkspaceSection id="team-panel-title" title={t('title')} intro={t('intro', { hours: INVITATION_TTL_HOURS })}>
      <div role="status">
        {outcome?.kind === 'done' && <InvitationCode name={outcome.name} code={outcome.code} />}
        {outcome?.kind === 'failed' && (
          <Alert severity="error" className={workspace.below2}>
            {t('failed')}
          </Alert>
        )}
      </div>
      {listing.kind === 'loading' && (
        <p role="status" className={workspace.text}>
          {t('loading')}
        </p>
      )}
      {listing.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {listing.kind === 'ready' && (
        <table className={workspace.table} aria-labelledby="team-panel-title">
          <thead>
            <tr>
              <th scope="col">{t('member')}</th>
              <th scope="col">{t('role')}</th>
              <th scope="col">{t('password')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('reset')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.value.map((member) => (
              <tr key={member.memberId}>
                <th scope="row">
                  {member.name} ({member.memberId})
                </th>
                <td>{member.role}</td>
                <td>{member.hasPassword ? t('hasPassword') : t('noPassword')}</td>
                <td>
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={t('resetFor', { name: member.name })}
                    onClick={() => setConfirming(member)}
                  >
                    {t('reset')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => !busy && setConfirming(null)}
        aria-labelledby="reset-dialog-title"
        aria-describedby="reset-dialog-text"
      >
        <DialogTitle id="reset-dialog-title">{t('confirmTitle', { name: confirming?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-dialog-text">
            {t('confirmText', { name: confirming?.name ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => confirming && void reset(confirming)}
          >
            {t('reset')}
          </Button>
        </DialogActions>
      </Dialog>
    </WorkspaceSection>
  );
}
