'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { postIssues, postState, type PostIssue } from '@/lib/posts/post-rules';
import { deletePost, PostsRequestError, publishPost, unpublishPost } from '@/lib/posts/posts-client';
import type { PostContent, TeamPost } from '@/lib/posts/types';
import { currentIdToken } from '@/lib/team/id-token';

type Outcome =
  | { kind: 'done'; action: 'published' | 'unpublished' }
  | { kind: 'failed'; reason: 'offline' | 'failed' | 'notSaved' }
  | null;

const reasonOf = (error: unknown) => (error instanceof PostsRequestError && error.status === 0 ? 'offline' : 'failed');

function IssueList({ issues }: { issues: PostIssue[] }) {
  const t = useTranslations('Posts');
  return (
    <Alert severity="error" role="alert">
      <Typography sx={{ fontWeight: 700 }}>{t('issues.title')}</Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
        {issues.map((issue) => (
          <li key={issue.rule + ('locale' in issue ? issue.locale : '')}>
            {'locale' in issue
              ? t(`issues.${issue.rule}`, { language: t(`languages.${issue.locale}`) })
              : t(`issues.${issue.rule}`)}
          </li>
        ))}
      </Box>
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
    <Stack spacing={2}>
      {issues.length > 0 && <IssueList issues={issues} />}
      <Typography>{t(`stateNotes.${note}`)}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
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
      </Stack>
      <div role="status">
        {busy && <Typography>{t('busy')}</Typography>}
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
    </Stack>
  );
}
