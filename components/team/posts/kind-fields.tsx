'use client';

import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { BLOG_CATEGORIES, type BlogCategory, type PostContent, type PostEvent } from '@/lib/posts/types';
import { labelAboveSlots } from '../wrapping-styles';
import wrapping from '../wrapping.module.css';
import styles from './kind-fields.module.css';

const isCategory = (value: string): value is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(value);

/** What depends on the kind: a blog post's category, or a notice's event day and time. */
export function KindFields({
  content,
  onChange,
}: {
  content: PostContent;
  onChange: (change: Pick<PostContent, 'category'> | { event: PostEvent }) => void;
}) {
  const t = useTranslations('Posts');
  const categories = useTranslations('Common.blogCategories');
  if (content.kind === 'blog') {
    return (
      <TextField
        select
        label={t('category')}
        value={content.category ?? ''}
        onChange={(event) => onChange({ category: isCategory(event.target.value) ? event.target.value : undefined })}
        slotProps={{ ...labelAboveSlots, select: { native: true } }}
        className={`${wrapping.field} ${styles.category}`}
      >
        <option value="">{t('chooseCategory')}</option>
        {BLOG_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categories(category)}
          </option>
        ))}
      </TextField>
    );
  }
  const event = { date: '', ...content.event };
  return (
    <div className={styles.event}>
      <TextField
        type="date"
        label={t('eventDate')}
        helperText={t('eventHelp')}
        value={event.date}
        onChange={(change) => onChange({ event: { ...event, date: change.target.value } })}
        slotProps={labelAboveSlots}
        className={wrapping.field}
      />
      <TextField
        type="time"
        label={t('eventTime')}
        value={event.time ?? ''}
        onChange={(change) => onChange({ event: { ...event, time: change.target.value } })}
        slotProps={labelAboveSlots}
        className={wrapping.field}
      />
    </div>
  );
}
