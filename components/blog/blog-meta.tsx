import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { BlogPost } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';

/** Category, date and reading time of a post. */
export async function BlogMeta({ post, locale }: { post: BlogPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip
        size="small"
        label={t(`blogCategories.${post.category}`)}
        variant="outlined"
        sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
      />
      <Typography variant="body2" color="text.secondary">
        <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
        {' · '}
        {t('minutesRead', { minutes: post.readingMinutes })}
      </Typography>
    </Stack>
  );
}
