'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { StatusEntry } from '@/lib/team/inbox';
import styles from './workspace.module.css';

/** Who changed a record's status, when, and the note they left, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusEntry[] }) {
  const t = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  return (
    <>
      <h4 className={`${styles.minorTitle} ${styles.above2}`}>{t('history')}</h4>
      {entries.length === 0 ? (
        <p className={styles.small}>{t('noHistory')}</p>
      ) : (
        <ol className={styles.lines}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <p className={styles.small}>
                {t('historyEntry', {
                  status: t(`statuses.${entry.status}`),
                  name: entry.byName,
                  memberId: entry.by,
                  date: formatDate(locale, entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
              {entry.note && (
                <p className={`${styles.small} ${styles.preWrap}`}>{t('historyNote', { note: entry.note })}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
