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
import { postIssues, postState, type PostIssue } from '@/lib/posts/post-rules';
import { deletePost, PostsRequestError, publishPost, unpublishPost } from '@/lib/posts/posts-client';
import type { PostContent, TeamPost } from '@/lib/posts/types';
import { currentIdToken } from '@/lib/team/id-token';
import workspace from '../workspace.module.css';
import styles from './post-actions.module.css';

type Outcome =
  | { kind: 'done'; action: 'published' | 'unpublished' }
  | { kind: 'failed'; reason: 'offline' | 'failed' | 'notSaved' }
  | null;

const reasonOf = (error: unknown) => (error instanceof PostsRequestError && error.status === 0 ? 'offline' : 'failed');

function IssueList({ issues }: { issues: PostIssue[] }) {
  const t = useTranslations('Posts');
  return (
    <Alert severity="error" role="alert">
      <p className={`${workspace.text} ${workspace.bold}`}>{t('issues.title')}</p>
      <ul className={styles.issues}>
        {issues.map((issue) => (
          <li key={issue.rule + ('locale' in issue ? issue.locale : '')}>
            {'locale' in issue
              ? t(`issues.${issue.rule}`, { language: t(`languages.${issue.locale}`) })
              : t(`issues.${issue.rule}`)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Publish, unpublish and delete, with what each means for visitors. Publishing first saves what
 * is typed (the server publishes its stored draft) and is refused, in words, while the post
 * breaks a rule; the list of what to fix follows the typing once it is shown.
 */
export function PostActions({
  post,
  content,
  unsavedChanges,
  saveNow,
  serverId,
  onChanged,
  onDeleted,
}: {
  post: TeamPost | undefined;
  content: PostContent;
  unsavedChanges: boolean;
  saveNow: () => Promise<boolean>;
  serverId: () => string | undefined;
  onChanged: (post: TeamPost) => void;
  /** Told the server's id of the deleted post, if it was on the server. */
  onDeleted: (id: string | undefined) => void;
}) {
  const t = useTranslations('Posts');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const issues = tried ? postIssues(content) : [];
  const state = post ? postState(post) : 'draft';
  const note = state === 'published' && unsavedChanges ? 'changed' : state;

  const act = async (action: 'published' | 'unpublished') => {
    setOutcome(null);
    if (action === 'published') {
      setTried(true);
      if (postIssues(content).length > 0) return;
    }
    setBusy(true);
    try {
      if (!(await saveNow())) return setOutcome({ kind: 'failed', reason: 'notSaved' });
      const id = serverId();
      if (!id) return setOutcome({ kind: 'failed', reason: 'notSaved' });
      const idToken = await currentIdToken();
      onChanged(await (action === 'published' ? publishPost(idToken, id) : unpublishPost(idToken, id)));
      setOutcome({ kind: 'done', action });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const id = serverId();
    setBusy(true);
    try {
      if (id) await deletePost(await currentIdToken(), id);
      setConfirming(false);
      onDeleted(id);
    } catch (error) {
      setConfirming(false);
      setOutcome({ kind: 'failed', reason: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={workspace.stack}>
      {issues.length > 0 && <IssueList issues={issues} />}
      <p className={workspace.text}>{t(`stateNotes.${note}`)}</p>
      <div className={styles.buttons}>
        <Button variant="contained" disabled={busy} onClick={() => void act('published')}>
          {t('publish')}
        </Button>
        {post?.live && (
          <Button variant="outlined" disabled={busy} onClick={() => void act('unpublished')}>
            {t('unpublish')}
          </Button>
        )}
        <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </div>
      <div role="status">
        {busy && <p className={workspace.text}>{t('busy')}</p>}
        {outcome && (
          <Alert role="none" severity={outcome.kind === 'done' ? 'success' : 'error'}>
            {outcome.kind === 'done' ? t(`done.${outcome.action}`) : t(`actionFailed.${outcome.reason}`)}
          </Alert>
        )}
      </div>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        aria-labelledby="delete-post-title"
        aria-describedby="delete-post-text"
      >
        <DialogTitle id="delete-post-title">{t('deleteDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-post-text">{t('deleteDialog.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void remove()}>
            {t('deleteDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
