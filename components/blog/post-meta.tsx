import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PublicPost } from '@/lib/posts/types';

/** A post's kind or category, date and reading time. */
export async function PostMeta({ post, locale }: { post: PublicPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const label =
    post.kind === 'blog' && post.category ? t(`blogCategories.${post.category}`) : t(`postKinds.${post.kind}`);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip size="small" label={label} variant="outlined" sx={{ color: 'primary.dark', borderColor: 'primary.dark' }} />
      <Typography variant="body2" color="text.secondary">
        <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
        {post.kind === 'blog' && (
          <>
            {' · '}
            {t('minutesRead', { minutes: post.readingMinutes })}
          </>
        )}
      </Typography>
    </Stack>
  );
}
