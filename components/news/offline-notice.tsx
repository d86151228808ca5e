'use client';

import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { formatNewsDate } from '@/lib/news/format';
import { noticeClass, ReaderAlert } from './reader-states';

/** Says the reader is offline and how old the news shown is. */
export function OfflineNotice({ savedAt }: { savedAt: string | null }) {
  const t = useTranslations('News');
  const locale = useSiteLocale();
  const time = savedAt ? formatNewsDate(savedAt, locale, true) : '';
  return (
    <ReaderAlert severity="warning" role="status" className={noticeClass}>
      {time ? t('offlineNotice', { time }) : t('offlineNoticeUndated')}
    </ReaderAlert>
  );
}
