'use client';

import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { PostKind, PostText } from '@/lib/posts/types';
import { labelAboveSlots } from '../wrapping-styles';
import { BodyEditor } from './body-editor';
import wrapping from '../wrapping.module.css';
import workspace from '../workspace.module.css';

/** One language's version of a post: its title, description, a notice's place and the body. */
export function LanguageFields({
  locale,
  kind,
  text,
  onText,
}: {
  locale: Locale;
  kind: PostKind;
  text: PostText;
  onText: (change: Partial<PostText>) => void;
}) {
  const t = useTranslations('Posts.fields');
  // The text is in the version's language whatever the page's: spelling, voice and fonts follow it.
  const slotProps = { ...labelAboveSlots, htmlInput: { lang: locale } };
  return (
    <div className={workspace.stack}>
      <TextField
        label={t('title')}
        value={text.title}
        onChange={(event) => onText({ title: event.target.value })}
        fullWidth
        slotProps={slotProps}
        className={wrapping.field}
      />
      <TextField
        label={t('description')}
        helperText={t('descriptionHelp')}
        value={text.description}
        onChange={(event) => onText({ description: event.target.value })}
        fullWidth
        multiline
        minRows={2}
        slotProps={slotProps}
        className={wrapping.field}
      />
      {kind === 'notice' && (
        <TextField
          label={t('place')}
          value={text.place ?? ''}
          onChange={(event) => onText({ place: event.target.value })}
          fullWidth
          slotProps={slotProps}
          className={wrapping.field}
        />
      )}
      <BodyEditor locale={locale} label={t('body')} initialHtml={text.body} onChange={(body) => onText({ body })} />
    </div>
  );
}
