'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import LinkIcon from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import styles from './body-toolbar.module.css';

/** What the toolbar shows of the text at the cursor: which toggles are on, what can be undone. */
function useFormatting(editor: Editor | null) {
  return useEditorState({
    editor,
    // The editor given, not the snapshot's: that stays null until the first transaction, which
    // would leave the toolbar disabled until the writer first clicks in the text.
    selector: () =>
      editor && {
        heading: editor.isActive('heading', { level: 2 }),
        subheading: editor.isActive('heading', { level: 3 }),
        bold: editor.isActive('bold'),
        italic: editor.isActive('italic'),
        bulletList: editor.isActive('bulletList'),
        orderedList: editor.isActive('orderedList'),
        link: editor.isActive('link'),
        undo: editor.can().undo(),
        redo: editor.can().redo(),
      },
  });
}

// Arrow keys move along the toolbar too, as a toolbar's keys do; Tab still reaches every button.
function moveAlong(event: KeyboardEvent<HTMLElement>) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

/**
 * Labelled buttons for the body's formatting, so writing needs no markup. Toggles say whether
 * they are on (aria-pressed); the link and picture buttons open their dialogs.
 */
export function BodyToolbar({
  editor,
  locale,
  onLink,
  onPicture,
}: {
  editor: Editor | null;
  locale: Locale;
  onLink: () => void;
  onPicture: () => void;
}) {
  const t = useTranslations('Posts');
  const on = useFormatting(editor);
  const run = (command: (editor: Editor) => void) => () => editor && command(editor);

  const button = (label: string, icon: ReactNode, onClick: () => void, pressed?: boolean, enabled = true) => (
    <Button
      key={label}
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      startIcon={icon}
      disabled={!on || !enabled}
      onClick={onClick}
      className={styles.tool}
    >
      {label}
    </Button>
  );

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label', { language: t(`languages.${locale}`) })}
      onKeyDown={moveAlong}
      className={styles.toolbar}
    >
      {button(
        t('toolbar.heading'),
        <Title />,
        run((e) => e.chain().focus().toggleHeading({ level: 2 }).run()),
        on?.heading ?? false,
      )}
      {button(
        t('toolbar.subheading'),
        <Title fontSize="small" />,
        run((e) => e.chain().focus().toggleHeading({ level: 3 }).run()),
        on?.subheading ?? false,
      )}
      {button(
        t('toolbar.bold'),
        <FormatBold />,
        run((e) => e.chain().focus().toggleBold().run()),
        on?.bold ?? false,
      )}
      {button(
        t('toolbar.italic'),
        <FormatItalic />,
        run((e) => e.chain().focus().toggleItalic().run()),
        on?.italic ?? false,
      )}
      {button(
        t('toolbar.bulletList'),
        <FormatListBulleted />,
        run((e) => e.chain().focus().toggleBulletList().run()),
        on?.bulletList ?? false,
      )}
      {button(
        t('toolbar.orderedList'),
        <FormatListNumbered />,
        run((e) => e.chain().focus().toggleOrderedList().run()),
        on?.orderedList ?? false,
      )}
      {button(t('toolbar.link'), <LinkIcon />, onLink, on?.link ?? false)}
      {button(t('toolbar.picture'), <InsertPhoto />, onPicture)}
      {button(
        t('toolbar.undo'),
        <Undo />,
        run((e) => e.chain().focus().undo().run()),
        undefined,
        on?.undo,
      )}
      {button(
        t('toolbar.redo'),
        <Redo />,
        run((e) => e.chain().focus().redo().run()),
        undefined,
        on?.redo,
      )}
    </div>
  );
}
