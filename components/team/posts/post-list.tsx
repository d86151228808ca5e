'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { DeviceDraft } from '@/lib/posts/device-drafts';
import { postState, sameContent, titleIn } from '@/lib/posts/post-rules';
import type { PostContent, PostKind, TeamPost } from '@/lib/posts/types';

function Entry({ content, lines, onOpen }: { content: PostContent; lines: string[]; onOpen: () => void }) {
  const t = useTranslations('Posts');
  const title = titleIn(content, useSiteLocale());
  return (
    <li>
      <ListItemButton onClick={onOpen} sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}
          lang={title?.locale}
        >
          {title?.title ?? t('untitled')}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} component="span" variant="body2" sx={{ display: 'block' }}>
            {line}
          </Typography>
        ))}
      </ListItemButton>
    </li>
  );
}

/**
 * Every post, drafts included, and the posts this device holds that the server does not have
 * yet: what each is, whether visitors see it, and who changed it last.
 */
export function PostList({
  posts,
  device,
  onOpen,
  onOpenLocal,
  onNew,
}: {
  posts: TeamPost[];
  device: DeviceDraft[];
  onOpen: (post: TeamPost) => void;
  onOpenLocal: (draft: DeviceDraft) => void;
  onNew: (kind: PostKind) => void;
}) {
  const t = useTranslations('Posts');
  const locale = useSiteLocale();
  const local = device.filter((draft) => !posts.some((post) => post.id === draft.key));
  const keptHere = (post: TeamPost) =>
    device.some((draft) => draft.key === post.id && !sameContent(draft.content, post.draft));
  const when = (at: number) => formatDate(locale, at, { dateStyle: 'medium', timeStyle: 'short' });
  const notOnServer = local.length + posts.filter(keptHere).length;

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => onNew('notice')}>
          {t('newNotice')}
        </Button>
        <Button variant="contained" onClick={() => onNew('blog')}>
          {t('newBlog')}
        </Button>
      </Stack>
      {notOnServer > 0 && (
        <Alert role="none" severity="warning">
          {t('keptSummary', { count: notOnServer })}
        </Alert>
      )}
      <Box>
        <Typography id="post-list-title" component="h3" variant="h4" tabIndex={-1}>
          {t('listTitle')}
        </Typography>
        {posts.length + local.length === 0 ? (
          <Typography sx={{ mt: 1 }}>{t('empty')}</Typography>
        ) : (
          <List aria-labelledby="post-list-title">
            {local.map((draft) => (
              <Entry
                key={draft.key}
                content={draft.content}
                lines={[`${t(`kinds.${draft.content.kind}`)} · ${t('states.local')}`]}
                onOpen={() => onOpenLocal(draft)}
              />
            ))}
            {posts.map((post) => (
              <Entry
                key={post.id}
                content={post.draft}
                lines={[
                  `${t(`kinds.${post.draft.kind}`)} · ${t(`states.${postState(post)}`)}`,
                  t('lastChange', { name: post.updatedBy.name, date: when(post.updatedAt) }),
                  ...(keptHere(post) ? [t('keptOnPhone')] : []),
                ]}
                onOpen={() => onOpen(post)}
              />
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
