'use client';

import Alert from '@mui/material/Alert';
import { useTranslations } from 'next-intl';
import { PostBody } from '@/components/blog/post-body';
import { locales, type Locale } from '@/lib/i18n/locales';
import { eventWhen } from '@/lib/posts/event-time';
import { filledLocales, textOf } from '@/lib/posts/post-rules';
import type { PostContent } from '@/lib/posts/types';
import workspace from '../workspace.module.css';
import styles from './post-preview.module.css';

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
    <section aria-labelledby={titleId} className={styles.page}>
      <h4 id={titleId} className={`${workspace.minorTitle} ${workspace.below1}`}>
        {t(`previewPane.page.${locale}`)}
      </h4>
      {shown !== locale && (
        <Alert role="none" severity="info" className={workspace.below2}>
          {t('previewPane.otherLanguage', {
            language: t(`languages.${locale}`),
            other: t(`languages.${shown}`),
          })}
        </Alert>
      )}
      <div lang={shown}>
        <p className={styles.title}>{text.title}</p>
        {text.description && <p className={`${workspace.text} ${workspace.above1}`}>{text.description}</p>}
        {event && (
          <p className={`${workspace.text} ${workspace.above1} ${styles.event}`}>
            {text.place
              ? t('previewPane.eventAt', { when: eventWhen(shown, event), place: text.place })
              : t('previewPane.event', { when: eventWhen(shown, event) })}
          </p>
        )}
        <div className={workspace.above2}>
          <PostBody html={text.body} />
        </div>
      </div>
    </section>
  );
}

/**
 * The post as visitors will see it, on the English and the Hindi page: the text the server kept
 * at the last save (after sanitising), so what shows here is what can be published.
 */
export function PostPreview({ saved, pending }: { saved: PostContent | undefined; pending: boolean }) {
  const t = useTranslations('Posts.previewPane');
  if (!saved) return <p className={workspace.text}>{t('notSaved')}</p>;
  return (
    <div className={workspace.stack}>
      <p className={workspace.small}>{t('intro')}</p>
      {pending && (
        <Alert role="none" severity="warning">
          {t('pending')}
        </Alert>
      )}
      {filledLocales(saved).length === 0 ? (
        <p className={workspace.text}>{t('nothingYet')}</p>
      ) : (
        locales.map((locale) => <PreviewPage key={locale} locale={locale} content={saved} />)
      )}
    </div>
  );
}
