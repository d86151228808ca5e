'use client';

import { useEffect, useRef, useState } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from '@/components/blog/post-body.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { isAllowedAddress } from '@/lib/posts/link-address';
import { BodyToolbar } from './body-toolbar';
import { LinkDialog } from './link-dialog';
import { PictureDialog } from './picture-dialog';
import own from './body-editor.module.css';

/**
 * Only what the toolbar offers (and the server's sanitiser keeps): headings, bold, italic, lists,
 * links and pictures. Shortcuts for the rest (code, strike, quotes) would make text the public
 * page then drops.
 */
const extensions = () => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // Pasted and typed links too: only web, e-mail and phone addresses.
      isAllowedUri: (address) => isAllowedAddress(address),
    },
  }),
  Image,
];

/** One language's body: the toolbar over a box that looks as the public page will. */
export function BodyEditor({
  locale,
  label,
  initialHtml,
  onChange,
}: {
  locale: Locale;
  label: string;
  initialHtml: string;
  /** The body as HTML; '' when nothing is written. */
  onChange: (html: string) => void;
}) {
  const labelId = `post-body-label-${locale}`;
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const [dialog, setDialog] = useState<'link' | 'picture' | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: extensions(),
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang: locale,
        class: `${styles.body ?? ''} ${own.area ?? ''}`,
      },
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  const closeDialog = () => {
    setDialog(null);
    editor?.commands.focus();
  };

  const applyLink = (href: string | null) => {
    setDialog(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === null) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };

  return (
    <div>
      <p id={labelId} className={own.label}>
        {label}
      </p>
      <BodyToolbar
        editor={editor}
        locale={locale}
        onLink={() => setDialog('link')}
        onPicture={() => setDialog('picture')}
      />
      <div>
        <EditorContent editor={editor} />
      </div>
      {dialog === 'link' && (
        <LinkDialog
          initial={(editor?.getAttributes('link').href as string | undefined) ?? ''}
          onApply={applyLink}
          onClose={closeDialog}
        />
      )}
      {dialog === 'picture' && (
        <PictureDialog
          locale={locale}
          onClose={closeDialog}
          onInsert={(picture, alt) => {
            setDialog(null);
            editor
              ?.chain()
              .focus()
              .setImage({ ...picture, alt })
              .run();
          }}
        />
      )}
    </div>
  );
}
