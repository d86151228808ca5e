'use client';

import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { ANSWER_MAX_LENGTH, isOverdue, type DataRequest, type TeamAction } from '@/lib/privacy/data-requests/model';
import { ListedState } from './listed-state';
import { WorkspaceSection } from './workspace-section';
import { useReloadable } from './use-reloadable';

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
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography component="h3" variant="h4" id={headingId}>
        {t('heading', { kind: t(`kinds.${request.kind}`), reference: request.reference })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1, '& dd': { m: 0 } }}
      >
        <dt>{t('status')}</dt>
        <dd>{t(`statuses.${request.status}`)}</dd>
        <dt>{t('received')}</dt>
        <dd>{date(request.createdAt)}</dd>
        <dt>{t('replyBy')}</dt>
        <dd>
          {date(request.replyBy)}
          {overdue && (
            <Typography component="strong" sx={{ ml: 1, color: 'error.main', fontWeight: 700 }}>
              {t('overdue')}
            </Typography>
          )}
        </dd>
        <dt>{t('resolveBy')}</dt>
        <dd>{date(request.resolveBy)}</dd>
        {Object.entries(request.details).map(([field, value]) => (
          <DetailRow key={field} label={t(`details.${field as DetailField}`)} value={value} />
        ))}
      </Box>
      {request.status === 'closed' ? (
        <Typography>{t('closedAnswer', { answer: request.answer ?? '' })}</Typography>
      ) : (
        <Box component="form" onSubmit={submitAnswer} sx={{ display: 'grid', gap: 1.5 }}>
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
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
          </Box>
        </Box>
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
    </Paper>
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
