'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { DeviceDraft } from '@/lib/posts/device-drafts';
import { postState, sameContent, titleIn } from '@/lib/posts/post-rules';
import type { PostContent, PostKind, TeamPost } from '@/lib/posts/types';
import workspace from '../workspace.module.css';
import styles from './post-list.module.css';

function Entry({ content, lines, onOpen }: { content: PostContent; lines: string[]; onOpen: () => void }) {
  const t = useTranslations('Posts');
  const title = titleIn(content, useSiteLocale());
  return (
    <li>
      <ListItemButton onClick={onOpen} className={styles.entry}>
        <span className={styles.title} lang={title?.locale}>
          {title?.title ?? t('untitled')}
        </span>
        {lines.map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
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
    <div className={workspace.stack}>
      <div className={styles.buttons}>
        <Button variant="contained" onClick={() => onNew('notice')}>
          {t('newNotice')}
        </Button>
        <Button variant="contained" onClick={() => onNew('blog')}>
          {t('newBlog')}
        </Button>
      </div>
      {notOnServer > 0 && (
        <Alert role="none" severity="warning">
          {t('keptSummary', { count: notOnServer })}
        </Alert>
      )}
      <div>
        <h3 id="post-list-title" tabIndex={-1} className={workspace.partTitle}>
          {t('listTitle')}
        </h3>
        {posts.length + local.length === 0 ? (
          <p className={`${workspace.text} ${workspace.above1}`}>{t('empty')}</p>
        ) : (
          <ul aria-labelledby="post-list-title" className={styles.list}>
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
          </ul>
        )}
      </div>
    </div>
  );
}
