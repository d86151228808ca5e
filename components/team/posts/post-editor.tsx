'use client';

import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { Opening } from '@/lib/posts/device-drafts';
import { textOf } from '@/lib/posts/post-rules';
import type { PostContent, PostText, TeamPost } from '@/lib/posts/types';
import { KindFields } from './kind-fields';
import { LanguageFields } from './language-fields';
import { PostActions } from './post-actions';
import { PostHistory } from './post-history';
import { PostPreview } from './post-preview';
import { SaveStatus } from './save-status';
import { usePostAutosave } from './use-post-autosave';
import wrapping from '../wrapping.module.css';
import workspace from '../workspace.module.css';
import styles from './post-editor.module.css';

type Pane = Locale | 'preview';

/** One post being written: its fields, both languages, the preview, the actions and the history. */
export function PostEditor({
  opening,
  onSaved,
  onDeleted,
  onClose,
}: {
  opening: Opening;
  onSaved: (post: TeamPost, previousKey: string) => void;
  onDeleted: (id: string | undefined) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Posts');
  const pageLocale = useSiteLocale();
  const [post, setPost] = useState(opening.post);
  const [pane, setPane] = useState<Pane>(pageLocale);
  const [notice, setNotice] = useState(opening.restored ? 'restored' : opening.offered ? 'offered' : null);
  // Bumped when the text is replaced as a whole, so the writing boxes start again from it.
  const [revision, setRevision] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const autosave = usePostAutosave({
    deviceKey: opening.key,
    post: opening.post,
    content: opening.content,
    unsaved: opening.unsaved,
    onSaved: (saved, previousKey) => {
      setPost(saved);
      onSaved(saved, previousKey);
    },
  });
  const { content, state, update } = autosave;

  const replaceWith = (replacement: () => void) => {
    replacement();
    setRevision((n) => n + 1);
    setNotice(null);
  };
  const changeText = (locale: Locale, change: Partial<PostText>) =>
    update((c) => ({ ...c, text: { ...c.text, [locale]: { ...textOf(c, locale), ...change } } }));
  const deviceCopy = opening.restored ?? opening.offered;
  const openedDraft = opening.post?.draft;
  const when = (at: number) => formatDate(pageLocale, at, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={workspace.stack}>
      <div>
        <Button
          onClick={() => {
            void autosave.saveNow();
            onClose();
          }}
        >
          {t('back')}
        </Button>
      </div>
      <h3 ref={heading} tabIndex={-1} className={workspace.partTitle}>
        {t('editorTitle', { kind: t(`kinds.${content.kind}`) })}
      </h3>
      <SaveStatus
        state={state}
        text={t(`save.${state}`)}
        retryText={t('save.retry')}
        onRetry={() => void autosave.saveNow()}
      />
      {notice && deviceCopy && post && (
        <Alert
          role="none"
          severity={notice === 'restored' ? 'info' : 'warning'}
          action={
            <div className={workspace.stackTight}>
              {notice === 'offered' && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => replaceWith(() => update(() => deviceCopy.content))}
                >
                  {t('useDevice')}
                </Button>
              )}
              {notice === 'restored' && openedDraft ? (
                // The restored copy is being saved: going back is a change of its own, saved too.
                <Button color="inherit" size="small" onClick={() => replaceWith(() => update(() => openedDraft))}>
                  {t('useSaved')}
                </Button>
              ) : (
                <Button color="inherit" size="small" onClick={() => replaceWith(() => autosave.discard(post.draft))}>
                  {t('keepSaved')}
                </Button>
              )}
            </div>
          }
          className={styles.notice}
        >
          {notice === 'restored'
            ? t('restored', { date: when(deviceCopy.changedAt) })
            : t('offered', {
                date: when(deviceCopy.changedAt),
                name: post.updatedBy.name,
                savedAt: when(post.updatedAt),
              })}
        </Alert>
      )}
      <KindFields content={content} onChange={(change) => update((c): PostContent => ({ ...c, ...change }))} />
      <div>
        <Tabs
          value={pane}
          onChange={(_, value: Pane) => setPane(value)}
          aria-label={t('languageTabs')}
          className={wrapping.tabs}
        >
          {locales.map((locale) => (
            <Tab
              key={locale}
              value={locale}
              id={`post-tab-${locale}`}
              aria-controls={`post-panel-${locale}`}
              label={<span lang={locale}>{localeNames[locale]}</span>}
            />
          ))}
          <Tab value="preview" id="post-tab-preview" aria-controls="post-panel-preview" label={t('preview')} />
        </Tabs>
        {/* Both languages stay mounted, so each keeps its undo history while the other is shown. */}
        {locales.map((locale) => (
          <div
            key={`${locale}-${revision}`}
            role="tabpanel"
            id={`post-panel-${locale}`}
            aria-labelledby={`post-tab-${locale}`}
            hidden={pane !== locale}
            className={workspace.tabPanel}
          >
            <LanguageFields
              locale={locale}
              kind={content.kind}
              text={textOf(content, locale)}
              onText={(change) => changeText(locale, change)}
            />
          </div>
        ))}
        <div
          role="tabpanel"
          id="post-panel-preview"
          aria-labelledby="post-tab-preview"
          hidden={pane !== 'preview'}
          className={workspace.tabPanel}
        >
          {pane === 'preview' && <PostPreview saved={post?.draft} pending={state !== 'saved'} />}
        </div>
      </div>
      <PostActions
        post={post}
        content={content}
        unsavedChanges={state !== 'saved'}
        saveNow={autosave.saveNow}
        serverId={autosave.serverId}
        onChanged={(changed) => {
          setPost(changed);
          onSaved(changed, changed.id);
        }}
        onDeleted={onDeleted}
      />
      {post && <PostHistory entries={post.history} />}
    </div>
  );
}
