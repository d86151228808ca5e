'use client';

import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { ANSWER_MAX_LENGTH, isOverdue, type DataRequest, type TeamAction } from '@/lib/privacy/data-requests/model';
import { ListedState } from './listed-state';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';
import workspace from './workspace.module.css';
import styles from './data-requests-panel.module.css';

export interface DataRequestsApi {
  list: () => Promise<DataRequest[]>;
  act: (action: TeamAction) => Promise<void>;
}

/**
 * People's requests about their personal data, open first, with the dates the law gives the
 * foundation to reply and to resolve. Shown only to the roles that handle personal data; the server
 * checks the role again on every request.
 */
export function DataRequestsPanel({ api, now = Date.now }: { api: DataRequestsApi; now?: () => number }) {
  const t = useTranslations('DataRequests');
  const { loaded: listing, reload } = useReloadable(api.list);
  const [failedAction, setFailedAction] = useState(false);

  const act = async (action: TeamAction) => {
    setFailedAction(false);
    try {
      await api.act(action);
      reload();
    } catch {
      setFailedAction(true);
    }
  };

  return (
    <WorkspaceSection id="data-requests-title" title={t('title')} intro={t('intro')}>
      <ListedState listing={listing} failedAction={failedAction} t={t}>
        {(request) => <RequestItem key={request.key} request={request} now={now()} onAct={act} />}
      </ListedState>
    </WorkspaceSection>
  );
}

function RequestItem({
  request,
  now,
  onAct,
}: {
  request: DataRequest;
  now: number;
  onAct: (action: TeamAction) => Promise<void>;
}) {
  const t = useTranslations('DataRequests');
  const locale = useSiteLocale();
  const [answer, setAnswer] = useState(request.answer ?? '');
  const [busy, setBusy] = useState(false);
  // Erasure cannot be undone: it is asked once more before it is sent.
  const [confirmingErase, setConfirmingErase] = useState(false);
  const date = (at: number) => formatDate(locale, at, { dateStyle: 'medium' });
  const headingId = `data-request-${request.key}`;
  const overdue = isOverdue(request, now);

  const run = async (action: TeamAction) => {
    setBusy(true);
    try {
      await onAct(action);
    } finally {
      setBusy(false);
    }
  };
  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim()) void run({ action: 'answer', requestKey: request.key, answer });
  };

  return (
    <li aria-labelledby={headingId} className={styles.item}>
      <h3 id={headingId} className={workspace.partTitle}>
        {t('heading', { kind: t(`kinds.${request.kind}`), reference: request.reference })}
      </h3>
      <dl className={styles.details}>
        <dt>{t('status')}</dt>
        <dd>{t(`statuses.${request.status}`)}</dd>
        <dt>{t('received')}</dt>
        <dd>{date(request.createdAt)}</dd>
        <dt>{t('replyBy')}</dt>
        <dd>
          {date(request.replyBy)}
          {overdue && <strong className={styles.overdue}>{t('overdue')}</strong>}
        </dd>
        <dt>{t('resolveBy')}</dt>
        <dd>{date(request.resolveBy)}</dd>
        {Object.entries(request.details).map(([field, value]) => (
          <DetailRow key={field} label={t(`details.${field as DetailField}`)} value={value} />
        ))}
      </dl>
      {request.status === 'closed' ? (
        <p className={workspace.text}>{t('closedAnswer', { answer: request.answer ?? '' })}</p>
      ) : (
        <form onSubmit={submitAnswer} className={workspace.form}>
          <TextField
            id={`${headingId}-answer`}
            label={t('answer')}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            multiline
            minRows={2}
            required
            slotProps={{ htmlInput: { maxLength: ANSWER_MAX_LENGTH } }}
          />
          <div className={styles.buttons}>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('recordAnswer')}
            </Button>
            {request.kind === 'erasure' && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingErase(true)}>
                {t('erase')}
              </Button>
            )}
            {request.kind === 'withdrawal' && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void run({ action: 'withdraw', requestKey: request.key })}
              >
                {t('withdraw')}
              </Button>
            )}
            {request.status === 'answered' && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void run({ action: 'close', requestKey: request.key })}
              >
                {t('close')}
              </Button>
            )}
          </div>
        </form>
      )}
      <Dialog
        open={confirmingErase}
        onClose={() => !busy && setConfirmingErase(false)}
        aria-labelledby={`${headingId}-erase-title`}
        aria-describedby={`${headingId}-erase-text`}
      >
        <DialogTitle id={`${headingId}-erase-title`}>
          {t('eraseConfirmTitle', { reference: request.reference })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${headingId}-erase-text`}>{t('eraseConfirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingErase(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              setConfirmingErase(false);
              void run({ action: 'erase', requestKey: request.key });
            }}
          >
            {t('eraseConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </li>
  );
}

type DetailField = 'wrong' | 'right' | 'name' | 'mobile' | 'relation';

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
