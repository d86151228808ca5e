import { getTranslations } from 'next-intl/server';
import { isDemoBuild } from '@/lib/firebase/demo-mode';
import type { Locale } from '@/lib/i18n/routing';
import styles from './demo-notice.module.css';

/** On every page of a demo copy (built without a Firebase project): what it can and cannot do. */
export async function DemoNotice({ locale }: { locale: Locale }) {
  if (!isDemoBuild()) return null;
  const t = await getTranslations({ locale, namespace: 'Demo' });
  return (
    <div role="note" data-demo-notice className={styles.notice}>
      {t('notice')}
    </div>
  );
}
