'use client';

import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { PostHistoryEntry } from '@/lib/posts/types';
import styles from '../workspace.module.css';

/** Who did what to a post and when (India time), newest first. */
export function PostHistory({ entries }: { entries: readonly PostHistoryEntry[] }) {
  const t = useTranslations('Posts.history');
  const locale = useSiteLocale();
  return (
    <section aria-labelledby="post-history-title">
      <h4 id="post-history-title" className={styles.minorTitle}>
        {t('title')}
      </h4>
      {entries.length === 0 ? (
        <p className={styles.small}>{t('empty')}</p>
      ) : (
        <ol className={styles.lines}>
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.by}`}>
              <p className={styles.small}>
                {t('entry', {
                  action: t(`actions.${entry.action}`),
                  name: entry.byName,
                  memberId: entry.by,
                  date: formatDate(locale, entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
