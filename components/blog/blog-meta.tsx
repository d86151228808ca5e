import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { BlogPost } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';

/** Category, date and reading time of a post. */
export async function BlogMeta({ post, locale }: { post: BlogPost; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getFormatter({ locale })]);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip
        size="small"
        label={t(`blogCategories.${post.category}`)}
        variant="outlined"
        sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
      />
      <Typography variant="body2" color="text.secondary">
        <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'medium' })}</time>
        {' · '}
        {t('minutesRead', { minutes: post.readingMinutes })}
      </Typography>
    </Stack>
  );
}
