'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { PostBody } from '@/components/blog/post-body';
import { locales, type Locale } from '@/lib/i18n/locales';
import { eventWhen } from '@/lib/posts/event-time';
import { filledLocales, textOf } from '@/lib/posts/post-rules';
import type { PostContent } from '@/lib/posts/types';

function PreviewPage({ locale, content }: { locale: Locale; content: PostContent }) {
  const t = useTranslations('Posts');
  const filled = filledLocales(content);
  // A page without its own language shows the other, as the public page does.
  const shown = filled.includes(locale) ? locale : filled[0];
  const titleId = `post-preview-${locale}`;
  if (!shown) return null;
  const text = textOf(content, shown);
  const event = content.event;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`previewPane.page.${locale}`)}
      </Typography>
      {shown !== locale && (
        <Alert role="none" severity="info" sx={{ mb: 2 }}>
          {t('previewPane.otherLanguage', {
            language: t(`languages.${locale}`),
            other: t(`languages.${shown}`),
          })}
        </Alert>
      )}
      <div lang={shown}>
        <Typography component="p" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {text.title}
        </Typography>
        {text.description && <Typography sx={{ mt: 1 }}>{text.description}</Typography>}
        {event && (
          <Typography sx={{ mt: 1, fontWeight: 700 }}>
            {text.place
              ? t('previewPane.eventAt', { when: eventWhen(shown, event), place: text.place })
              : t('previewPane.event', { when: eventWhen(shown, event) })}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <PostBody html={text.body} />
        </Box>
      </div>
    </Box>
  );
}

/**
 * The post as visitors will see it, on the English and the Hindi page: the text the server kept
 * at the last save (after sanitising), so what shows here is what can be published.
 */
export function PostPreview({ saved, pending }: { saved: PostContent | undefined; pending: boolean }) {
  const t = useTranslations('Posts.previewPane');
  if (!saved) return <Typography>{t('notSaved')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('intro')}</Typography>
      {pending && (
        <Alert role="none" severity="warning">
          {t('pending')}
        </Alert>
      )}
      {filledLocales(saved).length === 0 ? (
        <Typography>{t('nothingYet')}</Typography>
      ) : (
        locales.map((locale) => <PreviewPage key={locale} locale={locale} content={saved} />)
      )}
    </Stack>
  );
}
