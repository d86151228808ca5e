import { getTranslations } from 'next-intl/server';
import { isDemoBuild } from '@/lib/firebase/demo-mode';
import type { Locale } from '@/lib/i18n/routing';
import styles from './demo-notice.module.css';

/**
 * On every page of a demo copy (built without a Firebase project): what it can and cannot do.
 * A named region, above the header, so that no text of the page lies outside a landmark.
 */
export async function DemoNotice({ locale }: { locale: Locale }) {
  if (!isDemoBuild()) return null;
  const t = await getTranslations({ locale, namespace: 'Demo' });
  return (
    <section aria-label={t('label')} data-demo-notice className={styles.notice}>
      {t('notice')}
    </section>
  );
}
